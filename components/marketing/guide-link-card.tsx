import { ArrowRight } from '@/components/ui/icons';
import type { CardItem } from '@/content/ai-seo/types';
import { Card } from '@/components/ui/card';

/** A guide's card: the whole card is the link (its heading's link stretches over it). */
export function GuideLinkCard({ item, more }: { item: CardItem; more: string }) {
  return (
    <Card interactive className="relative flex h-full flex-col">
      {item.eyebrow ? <p className="text-xs font-semibold tracking-widest text-accent-700 uppercase">{item.eyebrow}</p> : null}
      <h3 className="mt-2 text-h3">
        <a href={item.href} className="after:absolute after:inset-0 after:rounded-2xl hover:text-accent-700">
          {item.title}
        </a>
      </h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{item.description}</p>
      <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-slate-900" aria-hidden="true">
        {more} <ArrowRight className="h-4 w-4" />
      </span>
    </Card>
  );
}
