'use client';

import { useState, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { icon } from '@/components/ui/icon';

const ChevronDownIcon = icon([["path",{"d":"m6 9 6 6 6-6"}]]);

export type GuideAccordionItem = { id: string; title: string; summary: string; content: ReactNode };

/**
 * One panel open at a time; clicking the open one closes it. Panels stay in the server HTML
 * (hidden, not absent) so crawlers that do not run JavaScript still read them.
 */
export function GuideAccordion({ label, items, defaultOpenId = null }: { label: string; items: readonly GuideAccordionItem[]; defaultOpenId?: string | null }) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);

  return (
    <div className="my-8 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" aria-label={label} role="group">
      {items.map((item) => {
        const open = openId === item.id;
        return (
          <div key={item.id} id={item.id} data-state={open ? 'open' : 'closed'}>
            <h3 className="text-base">
              <button
                type="button"
                id={`${item.id}-trigger`}
                aria-expanded={open}
                aria-controls={`${item.id}-panel`}
                onClick={() => setOpenId(open ? null : item.id)}
                className={cn(
                  'flex w-full items-start justify-between gap-4 px-5 py-4 text-left transition-colors hover:bg-slate-50 sm:px-6',
                  open && 'bg-slate-50',
                )}
              >
                <span>
                  <span className="block font-display text-h3 text-slate-900">{item.title}</span>
                  <span className="mt-1 block text-sm font-normal text-slate-600">{item.summary}</span>
                </span>
                <ChevronDownIcon className={cn('mt-1 h-5 w-5 shrink-0 text-slate-600 transition-transform', open && 'rotate-180')} />
              </button>
            </h3>
            <div id={`${item.id}-panel`} role="region" aria-labelledby={`${item.id}-trigger`} hidden={!open} className="px-5 pt-1 pb-5 sm:px-6">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
