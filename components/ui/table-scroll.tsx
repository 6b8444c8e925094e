import type { ReactNode } from 'react';
import { Card } from './card';
import { cn } from './cn';

type Name = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

/**
 * The one wrapper for a table that may be wider than its column: it scrolls sideways inside
 * itself (the page never does) and shows it, with edge shadows and a scrollbar drawn always. The
 * scroller is a named region that takes focus, so a keyboard scrolls it with the arrow keys and a
 * screen reader announces what it holds. It is positioned, so a visually hidden label in a cell
 * (absolutely placed) stays inside it instead of widening the page. `card`: on the admin's card
 * surface (default) or bare.
 */
export function TableScroll({ children, className, card = true, ...name }: Name & { children: ReactNode; className?: string; card?: boolean }) {
  const region = (
    <div role="region" aria-label={name.label} aria-labelledby={name.labelledBy} tabIndex={0} className={cn('scroll-shadow-x relative focus-visible:-outline-offset-2', card ? 'rounded-2xl' : className)} data-table-scroll="">
      {children}
    </div>
  );
  return card ? (
    <Card className={cn('overflow-hidden', className)} padded={false}>
      {region}
    </Card>
  ) : (
    region
  );
}
