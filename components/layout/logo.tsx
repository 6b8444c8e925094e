import Link from 'next/link';
import { site } from '@/content/site';

/** The brand mark: a rising line through a signal arc. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#fbbf24" />
      <path d="M7 22.5 13 16l4 4 8-9" fill="none" stroke="#0f172a" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="25" cy="11" r="2.4" fill="#0f172a" />
    </svg>
  );
}

export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <Link href="/" className="inline-flex items-center gap-2.5 rounded-lg" aria-label={`${site.name} home`}>
      <LogoMark />
      <span className={`font-display text-lg font-extrabold tracking-tight whitespace-nowrap ${tone === 'light' ? 'text-white' : 'text-slate-900'}`}>
        {site.name}
      </span>
    </Link>
  );
}
