import type { ComponentProps } from 'react';
import { buttonClasses, type Common } from './button';

/**
 * A link styled as the button: a plain <a>, as every public link is (docs/architecture.md
 * "JavaScript on public pages"). Apart from ./button, whose Button and buttonClasses the client islands load.
 * External URLs open in a new tab with a safe rel.
 */
export function ButtonLink({ href, variant, size, className, children, ...props }: Common & Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  const external = /^https?:/.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={href} className={buttonClasses({ variant, size, className })} {...external} {...props}>
      {children}
    </a>
  );
}
