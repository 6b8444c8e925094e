import type { LinkItem } from '@/content/ai-seo/types';
import { Container } from '@/components/ui/section';
import { cn } from '@/components/ui/cn';

/** Pills linking the guides of one cluster; the current guide is marked. */
export function GuideSubnav({ label, items, current }: { label: string; items: readonly LinkItem[]; current: string }) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <Container className="py-3">
        <nav aria-label={label}>
          <ul className="flex flex-wrap gap-2">
            {items.map((item) => {
              const active = item.href === current;
              return (
                <li key={item.href}>
                  <a
                    href={item.href}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'inline-flex min-h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                      active ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-200 text-slate-700 hover:border-slate-300 hover:bg-slate-50 hover:text-slate-900',
                    )}
                  >
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </Container>
    </div>
  );
}
