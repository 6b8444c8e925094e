import { ChevronDown } from '@/components/ui/icons';
import type { FaqItem } from '@/content/types';

/**
 * Native details/summary accordion: works without JavaScript, is keyboard accessible and
 * keeps answers in the HTML for crawlers. Pair with faqPageSchema() for structured data.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item, index) => (
        <details key={item.question} className="group px-6 sm:px-7" open={index === 0} data-testid="faq-item">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-display text-lg font-semibold text-slate-900 marker:hidden [&::-webkit-details-marker]:hidden">
            <h3 className="text-lg">{item.question}</h3>
            <ChevronDown className="h-5 w-5 shrink-0 text-accent-700 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <p className="pb-6 leading-7 text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
