import type { SVGProps } from 'react';
import { site } from '@/content/site';

/**
 * The brand mark's artwork, the one drawing of it in code: a rising line through a signal arc
 * on an amber tile. Also drawn by next/og (icons, social cards), so it uses attributes only.
 * app/icon.svg is the same drawing as a static file.
 */
export function LogoArt({ strokeWidth = 3, ...svg }: Omit<SVGProps<SVGSVGElement>, 'viewBox'> & { strokeWidth?: number }) {
  return (
    <svg viewBox="0 0 32 32" {...svg}>
      <rect width="32" height="32" rx="8" fill={site.accentColor} />
      <path d="M7 22.5 13 16l4 4 8-9" fill="none" stroke={site.themeColor} strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="25" cy="11" r="2.4" fill={site.themeColor} />
    </svg>
  );
}

export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return <LogoArt className={className} aria-hidden="true" focusable="false" />;
}

export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <a href="/" className="inline-flex items-center gap-2.5 rounded-lg" aria-label={`${site.name} home`}>
      <LogoMark />
      <span className={`font-display text-lg font-extrabold tracking-tight whitespace-nowrap ${tone === 'light' ? 'text-white' : 'text-slate-900'}`}>
        {site.name}
      </span>
    </a>
  );
}
