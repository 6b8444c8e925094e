'use client';

import { useEffect, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { activeSection, type ActiveSectionRule } from './guide-active-section';
import { onScrollFrame } from './scroll-frame';

export type GuideTocItem = { id: string; label: string };

type GuideTocProps = {
  items: readonly GuideTocItem[];
  /** Distance in px from the viewport top (rule "viewport") or added to scrollY (rule "document"). */
  offset: number;
  rule: ActiveSectionRule;
  title?: string;
};

/** Table of contents: plain anchors that work without JavaScript, plus a scroll-spy highlight. */
export function GuideToc({ items, offset, rule, title = 'On this page' }: GuideTocProps) {
  const [active, setActive] = useState<string | null>(null);
  const ids = items.map((item) => item.id).join(' ');

  useEffect(() => {
    const list = ids.split(' ');
    return onScrollFrame(() => {
      const tops = list.flatMap((id) => {
        const element = document.getElementById(id);
        // Whole pixels: sub-pixel layout must not decide a boundary case such as a top of exactly 100 px.
        return element ? [{ id, top: Math.round(element.getBoundingClientRect().top) }] : [];
      });
      setActive(activeSection(rule, tops, Math.round(window.scrollY), offset));
    });
  }, [ids, offset, rule]);

  return (
    <nav aria-labelledby="guide-toc-title" data-toc-rule={rule} data-toc-offset={offset}>
      <p id="guide-toc-title" className="text-xs font-semibold tracking-widest text-slate-600 uppercase">
        {title}
      </p>
      <ol className="mt-3 border-l border-slate-200">
        {items.map((item) => {
          const current = active === item.id;
          return (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  '-ml-px block border-l-2 py-1.5 pl-4 text-sm leading-snug transition-colors',
                  current ? 'border-accent-500 text-slate-900' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
