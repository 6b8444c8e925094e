import { ChevronRight } from '@/components/ui/icons';
import type { Crumb } from '@/content/types';

/** Visible breadcrumb; the last item is the current page. The same list feeds BreadcrumbList JSON-LD. */
export function GuideBreadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-slate-300">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-white">
                  {item.name}
                </span>
              ) : (
                <>
                  <a href={item.path} className="underline-offset-2 hover:text-accent-300 hover:underline">
                    {item.name}
                  </a>
                  <ChevronRight className="h-4 w-4 text-slate-400" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
