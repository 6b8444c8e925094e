'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { aboutNav, headerCta, mainNav } from '@/content/navigation';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { icon } from '@/components/ui/icon';
import { isActivePath } from './desktop-nav';

const CloseIcon = icon([["path",{"d":"M18 6 6 18"}],["path",{"d":"m6 6 12 12"}]]);
const MenuIcon = icon([["path",{"d":"M4 5h16"}],["path",{"d":"M4 12h16"}],["path",{"d":"M4 19h16"}]]);

export function MobileNav() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

  // Close when the route changes (back/forward included), adjusting state during render.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const sections = [
    { heading: null, items: mainNav },
    { heading: aboutNav.label, items: aboutNav.items },
  ];

  return (
    <div className="lg:hidden">
      <button
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-white hover:bg-white/10"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
      </button>
      {open ? (
        // Dims the page under the open menu, so nothing of it reads as part of the menu; a tap
        // on it closes the menu. Below the header (4rem), which keeps the toggle in reach.
        <div className="fixed inset-x-0 top-16 bottom-0 bg-slate-950/70" aria-hidden="true" data-menu-backdrop="" onClick={() => setOpen(false)} />
      ) : null}
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-slate-900 px-5 pt-3 pb-6 shadow-2xl"
      >
        {sections.map((section) => (
          <div key={section.heading ?? 'main'} className="py-2">
            {section.heading ? (
              <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-widest text-slate-400 uppercase">{section.heading}</p>
            ) : null}
            <ul>
              {section.items.map((item) => {
                const active = isActivePath(pathname, item.to);
                return (
                  <li key={item.to}>
                    <a
                      href={item.to}
                      aria-current={active ? 'page' : undefined}
                      onClick={() => setOpen(false)}
                      className={cn(
                        'block rounded-xl px-3 py-3 text-base font-medium',
                        active ? 'bg-white/10 text-accent-300' : 'text-slate-100 hover:bg-white/5',
                      )}
                    >
                      {item.label}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
        <a href={headerCta.to} onClick={() => setOpen(false)} className={buttonClasses({ size: 'lg', className: 'mt-3 w-full' })}>
          {headerCta.label}
        </a>
      </nav>
    </div>
  );
}
