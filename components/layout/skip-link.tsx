import { skipLinkLabel } from '@/content/navigation';

/** The first stop for the keyboard on every page with a header: straight past it to `#main`. */
export function SkipLink() {
  return (
    <a href="#main" className="sr-only rounded-full bg-white px-4 py-2 text-slate-900 focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50">
      {skipLinkLabel}
    </a>
  );
}
