'use client';

import { usePathname } from 'next/navigation';
import { useId, useRef, type KeyboardEvent } from 'react';
import { aboutNav, mainNav } from '@/content/navigation';
import { cn } from '@/components/ui/cn';
import { icon } from '@/components/ui/icon';
import { useHoverIntent } from './use-hover-intent';

const ChevronDownIcon = icon([["path",{"d":"m6 9 6 6 6-6"}]]);

export function isActivePath(pathname: string, to: string) {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

const linkClass = (active: boolean) =>
  cn(
    'rounded-full px-3.5 py-2 text-sm font-medium transition-colors',
    active ? 'bg-white/10 text-accent-300' : 'text-slate-200 hover:bg-white/5 hover:text-white',
  );

export function DesktopNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
      {mainNav.map((item) => {
        const active = isActivePath(pathname, item.to);
        return (
          <a key={item.to} href={item.to} className={linkClass(active)} aria-current={active ? 'page' : undefined}>
            {item.label}
          </a>
        );
      })}
      <AboutDropdown pathname={pathname} />
    </nav>
  );
}

/**
 * The About pages behind a disclosure button (WAI-ARIA APG "disclosure navigation menu"): a
 * button with aria-expanded over a plain list of links. role=menu would promise application-menu
 * keys (arrows, typeahead) that site navigation does not need; links stay in the Tab order.
 * Opens on hover with the spec's delays, on click, and closes on Escape or when focus leaves.
 */
function AboutDropdown({ pathname }: { pathname: string }) {
  const { open, setOpen, onPointerEnter, onPointerLeave } = useHoverIntent();
  const listId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const active = aboutNav.items.some((item) => isActivePath(pathname, item.to));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    trigger.current?.focus();
  }

  return (
    <div
      ref={wrapper}
      className="relative"
      onPointerEnter={(e) => e.pointerType === 'mouse' && onPointerEnter()}
      onPointerLeave={(e) => e.pointerType === 'mouse' && onPointerLeave()}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && !wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={cn(linkClass(active), 'inline-flex items-center gap-1')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {aboutNav.label}
        <ChevronDownIcon className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-1/2 z-50 mt-2 w-60 -translate-x-1/2 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        {aboutNav.items.map((item) => {
          const itemActive = isActivePath(pathname, item.to);
          return (
            <li key={item.to}>
              <a
                href={item.to}
                aria-current={itemActive ? 'page' : undefined}
                className={cn(
                  'block rounded-xl px-4 py-2.5 text-sm font-medium',
                  itemActive ? 'bg-amber-50 text-accent-700' : 'text-slate-700 hover:bg-slate-50 hover:text-slate-900',
                )}
                onClick={() => setOpen(false)}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
