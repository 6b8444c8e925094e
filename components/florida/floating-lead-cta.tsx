import { Phone } from '@/components/ui/icons';
import { site } from '@/content/site';
import { floridaPage } from '@/content/florida';
import { ButtonLink } from '@/components/ui/button-link';

/**
 * Always-on lead actions, CSS only: a bar along the bottom edge on phones, a pill in the
 * corner from 640 px. The footer reserves room below its last line so nothing stays covered.
 */
export function FloatingLeadCta() {
  const { label, href, ariaLabel } = floridaPage.floating;
  return (
    <aside
      aria-label={ariaLabel}
      data-testid="floating-cta"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-white/10 bg-slate-900/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgb(15_23_42/0.25)] backdrop-blur sm:inset-x-auto sm:right-6 sm:bottom-6 sm:rounded-full sm:border sm:p-1.5 sm:pl-5 sm:shadow-xl"
    >
      <a
        href={`tel:${site.phone.tel}`}
        className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full border border-white/30 px-4 text-sm font-semibold whitespace-nowrap text-white hover:bg-white/10 sm:flex-none sm:border-0 sm:px-0 sm:hover:bg-transparent sm:hover:text-accent-300"
      >
        <Phone className="h-4 w-4 text-accent-400" aria-hidden="true" />
        {site.phone.display}
      </a>
      <ButtonLink href={href} size="md" className="flex-1 sm:ml-3 sm:flex-none">
        {label}
      </ButtonLink>
    </aside>
  );
}
