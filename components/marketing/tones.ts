import type { Tone } from '@/content/types';

/**
 * Fixed class sets per tone. Content names a tone; only this file turns it into colour, so
 * every pairing here has been checked for contrast once.
 */
export const toneClasses: Record<Tone, { gradient: string; onGradient: string; soft: string; bar: string }> = {
  amber: { gradient: 'bg-gradient-to-br from-amber-300 to-orange-500', onGradient: 'text-slate-950', soft: 'bg-amber-50 text-amber-900 ring-amber-200', bar: 'bg-amber-400' },
  sky: { gradient: 'bg-gradient-to-br from-sky-600 to-indigo-700', onGradient: 'text-white', soft: 'bg-sky-50 text-sky-900 ring-sky-200', bar: 'bg-sky-500' },
  emerald: { gradient: 'bg-gradient-to-br from-emerald-600 to-teal-800', onGradient: 'text-white', soft: 'bg-emerald-50 text-emerald-900 ring-emerald-200', bar: 'bg-emerald-500' },
  violet: { gradient: 'bg-gradient-to-br from-violet-600 to-fuchsia-800', onGradient: 'text-white', soft: 'bg-violet-50 text-violet-900 ring-violet-200', bar: 'bg-violet-500' },
  rose: { gradient: 'bg-gradient-to-br from-rose-600 to-orange-700', onGradient: 'text-white', soft: 'bg-rose-50 text-rose-900 ring-rose-200', bar: 'bg-rose-500' },
  slate: { gradient: 'bg-gradient-to-br from-slate-600 to-slate-900', onGradient: 'text-white', soft: 'bg-slate-100 text-slate-800 ring-slate-300', bar: 'bg-slate-500' },
};
