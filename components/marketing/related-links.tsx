import { ArrowUpRight } from '@/components/ui/icons';
import type { Cta } from '@/content/types';
import { Container } from '@/components/ui/section';

/** A slim band of pill links to related pages. */
export function RelatedLinks({ title, links, id = 'related-heading' }: { title: string; links: readonly Cta[]; id?: string }) {
  return (
    <section aria-labelledby={id} className="border-y border-slate-200 bg-slate-50 py-12">
      <Container>
        <h2 id={id} className="text-h3">
          {title}
        </h2>
        <ul className="mt-5 flex flex-wrap gap-3">
          {links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-accent-500 hover:text-accent-700"
              >
                {link.label}
                <ArrowUpRight className="h-4 w-4" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
