/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import SiteError from '@/app/(site)/error';
import AdminError from '@/app/admin/error';
import { errorCopy } from '@/content/error';

let mockPath = '/services';
jest.mock('next/navigation', () => ({ usePathname: () => mockPath }));

const failure = Object.assign(new Error('Database unreachable'), { digest: '4021876590' });

describe('error boundaries', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => log.mockRestore());

  it('a public page: the site’s own screen, a retry and a way home, and the digest in the console', () => {
    const retry = jest.fn();
    render(<SiteError error={failure} retry={retry} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(errorCopy.heading);
    expect(screen.queryByText('This page couldn’t load')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith('Page failed to render', '4021876590');
    // The site layout already has the main landmark.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('a blog route: the blog’s own error state, announced, with the same retry', () => {
    mockPath = '/blog/page/2';
    const retry = jest.fn();
    render(<SiteError error={failure} retry={retry} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load blog posts. Please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    mockPath = '/blogging-tips';
  });

  it('a path that only starts like the blog is not the blog', () => {
    mockPath = '/blogging-tips';
    render(<SiteError error={failure} retry={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(errorCopy.heading);
    mockPath = '/services';
  });

  it('an admin screen: its own main landmark and the way back to the dashboard', () => {
    render(<AdminError error={failure} retry={jest.fn()} />);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByText(/An unsaved post is kept in this browser/)).toBeInTheDocument();
  });
});
