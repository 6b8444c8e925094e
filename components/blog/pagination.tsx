import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button';

/** URL of page n under a base path: page 1 is the base itself, crawlable /page/n after it. */
export const pageHref = (base: string, page: number) => (page <= 1 ? base : `${base}/page/${page}`);

type Props = {
  base: string;
  page: number;
  pageCount: number;
  /** Where page n lives when not under base/page/n (search pages carry ?page=n). */
  href?: (page: number) => string;
};

export function Pagination({ base, page, pageCount, href = (n) => pageHref(base, n) }: Props) {
  const previous = page > 1 ? href(page - 1) : null;
  const next = page < pageCount ? href(page + 1) : null;
  const classes = buttonClasses({ variant: 'secondary', size: 'md' });
  return (
    <nav aria-label="Pagination" className="mt-12 flex items-center justify-between gap-4">
      {previous ? (
        <a href={previous} rel="prev" className={classes}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
        </a>
      ) : (
        <button type="button" disabled className={classes}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
        </button>
      )}
      <p className="text-sm font-medium text-slate-600" aria-current="page">
        Page {page} of {pageCount}
      </p>
      {next ? (
        <a href={next} rel="next" className={classes}>
          Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </a>
      ) : (
        <button type="button" disabled className={classes}>
          Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </nav>
  );
}
