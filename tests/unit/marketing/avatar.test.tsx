/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { initialsOf } from '@/components/marketing/avatar';
import { StarRating } from '@/components/marketing/star-rating';

describe('initialsOf', () => {
  it.each([
    ['Marcus Delaney', 'MD'],
    ['Dr. Nadia Haddad', 'NH'],
    ['Priya Raman', 'PR'],
    ['Cher', 'C'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('StarRating', () => {
  it('reads as one accessible phrase', () => {
    render(<StarRating />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });
});
