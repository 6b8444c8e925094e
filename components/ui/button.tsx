import Link from 'next/link';
import type { ComponentProps } from 'react';
import { buttonClasses, type Common } from './button-base';

export { Button, buttonClasses } from './button-base';

/** A link styled as the button. External URLs open in a new tab with a safe rel. */
export function ButtonLink({ href, variant, size, className, children, ...props }: Common & Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  const classes = buttonClasses({ variant, size, className });
  if (/^(https?:|tel:|mailto:)/.test(href)) {
    const external = href.startsWith('http');
    return (
      <a href={href} className={classes} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={classes} {...props}>
      {children}
    </Link>
  );
}
