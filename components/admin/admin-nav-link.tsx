'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** Whether `pathname` is in the section at `href`: the section's page, a page below it, or one of `also`. */
export function inSection(pathname: string, href: string, also: readonly string[] = []): boolean {
  const under = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  // Every admin address is below /admin: that section is its own page only.
  return (href === '/admin' ? pathname === href : under(href)) || also.some(under);
}

/**
 * A link of the admin's navigation, marked aria-current on its section's pages (the server
 * renders the mark, so it is there without JavaScript). Inside the Menu popover a click closes
 * the popover, which otherwise stays open over the next page the router shows.
 */
export function AdminNavLink({
  href,
  also,
  className,
  currentClassName,
  idleClassName,
  children,
}: {
  href: string;
  also?: readonly string[];
  className: string;
  /** Classes for the current section and for the others: apart, since cn() does not merge conflicting ones. */
  currentClassName: string;
  idleClassName?: string;
  children: ReactNode;
}) {
  const current = inSection(usePathname(), href, also);
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={cn(className, current ? currentClassName : idleClassName)}
      onClick={(event) => event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover()}
    >
      {children}
    </Link>
  );
}
