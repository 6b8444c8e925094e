import type { Tone } from '@/content/types';
import { cn } from '@/components/ui/cn';
import { toneClasses } from './tones';

/** First letters of the first and last name, e.g. "Dr. Nadia Haddad" → "NH". */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word && !/\.$/.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A gradient initials circle, used wherever a person has no photo. */
export function InitialsAvatar({ name, tone, size = 'lg' }: { name: string; tone: Tone; size?: 'md' | 'lg' }) {
  const classes = toneClasses[tone];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center rounded-full font-display font-extrabold tracking-tight shadow-lg ring-4 ring-white',
        size === 'lg' ? 'h-20 w-20 text-2xl' : 'h-12 w-12 text-base',
        classes.gradient,
        classes.onGradient,
      )}
    >
      <span className="absolute inset-1 rounded-full border border-white/25" />
      {initialsOf(name)}
    </span>
  );
}
