import { skipLinkLabel } from '@/content/navigation';

/** The first stop for the keyboard on every page with a header: straight past it to `#main`. */
export function SkipLink() {
  return (
    <a href="#main" className="sr-only rounded-full bg-white font-semibold text-slate-900 shadow-lg focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2">
      {skipLinkLabel}
    </a>
  );
}
