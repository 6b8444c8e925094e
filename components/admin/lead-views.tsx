import Link from 'next/link';
import { adminCopy } from '@/content/admin';
import { cn } from '@/components/ui/cn';

const copy = adminCopy.header.leadViews;

/** The two views of Leads, the inbox and the Sources report, as tabs above the page's heading. */
export function LeadViews({ current }: { current: '/admin/leads' | '/admin/sources' }) {
  return (
    <nav aria-label={copy.label} className="mb-6 flex gap-1 border-b border-slate-200">
      {copy.items.map((item) => (
        <Link
          key={item.href}
          href={item.href}
          aria-current={item.href === current ? 'page' : undefined}
          className={cn(
            '-mb-px border-b-2 px-3 py-2 text-sm font-semibold',
            item.href === current ? 'border-accent-500 text-slate-900' : 'border-transparent text-slate-600 hover:text-slate-900',
          )}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
