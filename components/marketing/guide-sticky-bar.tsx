import { CalendarCheck } from '@/components/ui/icons';
import type { LinkItem } from '@/content/ai-seo/types';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/section';

/** A slim bar that sticks under the 4rem site header (top-16) with the page's main action. */
export function GuideStickyBar({ label, detail, action }: { label: string; detail?: string; action: LinkItem }) {
  return (
    <div className="sticky top-16 z-30 border-b border-slate-200 bg-white">
      <Container className="flex h-12 items-center justify-between gap-3">
        <p className="min-w-0 truncate text-sm font-semibold text-slate-900">
          {label}
          {detail ? <span className="hidden font-normal text-slate-600 sm:inline"> · {detail}</span> : null}
        </p>
        <ButtonLink href={action.href} size="sm" className="shrink-0">
          <CalendarCheck className="hidden h-4 w-4 sm:block" aria-hidden="true" />
          {action.label}
        </ButtonLink>
      </Container>
    </div>
  );
}
