import { render, screen } from '@testing-library/react';
import { PostGridSkeleton } from '@/components/blog/blog-list-view';
import { Pagination } from '@/components/blog/pagination';

// The sidebar's newsletter form imports a server action; its behaviour is covered end to end.
jest.mock('@/lib/leads/actions', () => ({ subscribeNewsletter: jest.fn() }));

describe('blog list pieces', () => {
  it('shows six skeleton cards while loading', () => {
    render(<PostGridSkeleton />);
    expect(screen.getByRole('status', { name: 'Loading blog posts' })).toBeInTheDocument();
    expect(screen.getAllByTestId('post-skeleton')).toHaveLength(6);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination base="/blog" page={1} pageCount={1} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    rerender(<Pagination base="/blog/category/seo" page={2} pageCount={3} />);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog/category/seo');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog/category/seo/page/3');
  });
});
