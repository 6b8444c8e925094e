import type { Icon } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';

/** The rounded icon square that heads feature, service and step cards. */
export function IconTile({ icon: Icon, tone = 'light', className }: { icon: Icon; tone?: 'light' | 'dark'; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ring-1',
        tone === 'light' ? 'bg-amber-50 text-accent-700 ring-amber-200' : 'bg-accent-400/10 text-accent-300 ring-accent-400/30',
        className,
      )}
      aria-hidden="true"
    >
      <Icon className="h-6 w-6" strokeWidth={1.75} />
    </span>
  );
}
