import { legalCopy, type LegalDocument } from '@/content/legal';
import { formatPublicDate } from '@/lib/format';
import { Container } from '@/components/ui/section';
import { PageHero } from './page-hero';

export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHero eyebrow={legalCopy.eyebrow} title={document.title} intro={document.description} />
      <Container className="py-14 sm:py-20">
        <article className="prose-body mx-auto max-w-3xl">
          <p className="text-sm text-slate-500">
            {legalCopy.updated} <time dateTime={document.updated}>{formatPublicDate(document.updated)}</time>
          </p>
          <p>{document.intro}</p>
          {document.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      </Container>
    </>
  );
}
