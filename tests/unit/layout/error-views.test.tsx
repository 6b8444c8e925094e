import { fireEvent, render, screen } from '@testing-library/react';
import SiteError from '@/app/(site)/error';
import AdminError from '@/app/admin/error';
import { errorCopy } from '@/content/error';

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

  it('an admin screen: its own main landmark and the way back to the dashboard', () => {
    render(<AdminError error={failure} retry={jest.fn()} />);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByText(/An unsaved post is kept in this browser/)).toBeInTheDocument();
  });
});
