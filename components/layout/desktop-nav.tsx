'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { aboutNav, mainNav } from '@/content/navigation';
import { cn } from '@/components/ui/cn';
import { useHoverIntent } from './use-hover-intent';

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
          <Link key={item.to} href={item.to} className={linkClass(active)} aria-current={active ? 'page' : undefined}>
            {item.label}
          </Link>
        );
      })}
      <AboutDropdown pathname={pathname} />
    </nav>
  );
}

function AboutDropdown({ pathname }: { pathname: string }) {
  const { open, setOpen, onPointerEnter, onPointerLeave } = useHoverIntent();
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const active = aboutNav.items.some((item) => isActivePath(pathname, item.to));

  function focusItem(index: number) {
    const items = wrapper.current?.querySelectorAll<HTMLAnchorElement>('[role="menu"] a');
    if (!items || items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
      return;
    }
    const items = Array.from(wrapper.current?.querySelectorAll<HTMLAnchorElement>('[role="menu"] a') ?? []);
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => focusItem(current + 1));
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      focusItem(current <= 0 ? items.length - 1 : current - 1);
    }
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
        aria-controls={menuId}
        aria-haspopup="true"
        onClick={() => setOpen(!open)}
      >
        {aboutNav.label}
        <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <div
        id={menuId}
        role="menu"
        aria-label={aboutNav.label}
        hidden={!open}
        className="absolute top-full left-1/2 z-50 mt-2 w-60 -translate-x-1/2 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        {aboutNav.items.map((item) => {
          const itemActive = isActivePath(pathname, item.to);
          return (
            <Link
              key={item.to}
              href={item.to}
              role="menuitem"
              aria-current={itemActive ? 'page' : undefined}
              className={cn(
                'block rounded-xl px-4 py-2.5 text-sm font-medium',
                itemActive ? 'bg-amber-50 text-accent-700' : 'text-slate-700 hover:bg-slate-50 hover:text-slate-900',
              )}
              onClick={() => setOpen(false)}
            >
              {item.label}
            </Link>
          );
        })}
      </div>
    </div>
  );
}
