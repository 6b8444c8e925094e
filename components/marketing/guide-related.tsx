import type { CardItem } from '@/content/ai-seo/types';
import { GuideLinkCard } from './guide-link-card';
import { Section, SectionHeader } from '@/components/ui/section';

/** "Keep reading" cards under a guide. */
export function GuideRelated({ title, intro, items }: { title: string; intro?: string; items: readonly CardItem[] }) {
  return (
    <Section tone="muted" aria-labelledby="guide-related-title">
      <SectionHeader id="guide-related-title" eyebrow="Related guides" title={title} intro={intro} />
      <ul className="grid gap-5 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.href}>
            <GuideLinkCard item={item} more="Read more" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
