/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Pagination } from '@/components/blog/pagination';

describe('blog pagination', () => {
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
