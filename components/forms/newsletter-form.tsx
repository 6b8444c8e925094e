import { cn } from '@/components/ui/cn';
import { buttonClasses } from '@/components/ui/button';

type Props = { source: 'footer' | 'blog'; tone?: 'light' | 'dark'; label: string };

/** E-mail signup. Subscription handling is wired to its server action by the forms work. */
export function NewsletterForm({ source, tone = 'light', label }: Props) {
  const inputId = `newsletter-email-${source}`;
  return (
    <form method="post" className="mt-5 flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
      <input type="hidden" name="source" value={source} />
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        id={inputId}
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="you@company.com"
        maxLength={254}
        className={cn(
          'min-h-11 w-full min-w-0 flex-1 rounded-full border px-4 text-sm',
          tone === 'dark'
            ? 'border-white/15 bg-white/5 text-white placeholder:text-slate-400'
            : 'border-slate-300 bg-white text-slate-900 placeholder:text-slate-500',
        )}
      />
      <button type="submit" className={buttonClasses({ size: 'md' })}>
        Subscribe
      </button>
    </form>
  );
}
