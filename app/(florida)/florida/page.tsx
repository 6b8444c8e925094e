import { CheckCircle2, MapPin, Phone } from '@/components/ui/icons';
import { floridaForm, floridaPage as page } from '@/content/florida';
import { site } from '@/content/site';
import { industryBusinessSchema, pageMetadata, schemaGraph } from '@/lib/seo/public';
import { buttonClasses } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Section, SectionHeader } from '@/components/ui/section';
import { ToasterOnDemand } from '@/components/ui/toaster-on-demand';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/marketing/page-hero';
import { StatStrip } from '@/components/marketing/stat-strip';
import { StarRating } from '@/components/marketing/star-rating';
import { MetricCards } from '@/components/marketing/metric-cards';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { TestimonialCard } from '@/components/marketing/testimonial-card';
import { CtaBand } from '@/components/marketing/cta-band';
import { PlatformBadges } from '@/components/florida/platform-badges';
import { StormRadar } from '@/components/florida/storm-radar';
import { FloridaForm } from '@/components/forms/florida-form';

const path = '/florida';

/** Keeps hyphenated words ("Storm-Ready") on one line, so a heading never breaks inside one. */
function KeepHyphenated({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export const metadata = pageMetadata({ ...page.meta, path });

export default function FloridaLandingPage() {
  const { hero, about, services, testimonials, whyChoose, closing, contact } = page;
  return (
    <>
      <JsonLd data={schemaGraph(industryBusinessSchema({ name: page.schema.name, description: page.meta.description, path, serviceTypes: page.schema.serviceTypes }))} />

      <PageHero
        size="lg"
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        actions={
          <>
            <ButtonLink href={`tel:${site.phone.tel}`} size="lg" className="max-sm:w-full" data-testid="hero-call">
              <Phone className="h-5 w-5" aria-hidden="true" />
              {hero.callLabel}
            </ButtonLink>
            {/* A plain in-page anchor: the browser scrolls, smoothly unless reduced motion is set. */}
            <a href="#contact-form" className={buttonClasses({ variant: 'outline-light', size: 'lg', className: 'max-sm:w-full' })}>
              {hero.contactLabel}
            </a>
          </>
        }
      >
        {/* Fills the empty right of the hero on wide screens; the text column never reaches it. */}
        <StormRadar className="pointer-events-none absolute top-24 right-[calc(50%-34rem)] hidden xl:block" />
        <div className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-2">
          <StarRating />
          <p className="text-sm font-medium text-slate-300">{hero.rating}</p>
        </div>
        <StatStrip items={hero.stats} className="mt-12 max-w-4xl border-t border-white/10 pt-10" />
      </PageHero>

      <Section aria-labelledby="about-heading">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:gap-16">
          <div>
            <SectionHeader id="about-heading" eyebrow={about.eyebrow} title={about.title} intro={about.intro} />
            <p className="-mt-4 max-w-3xl leading-7 text-slate-600 sm:-mt-8">{about.body}</p>
          </div>
          <Card className="self-start">
            <h3 className="text-h3">{about.marketsLabel}</h3>
            <ul className="mt-5 space-y-3" data-testid="florida-markets">
              {about.markets.map((market) => (
                <li key={market} className="flex items-center gap-3 font-medium text-slate-800">
                  <MapPin className="h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
                  {market}
                </li>
              ))}
            </ul>
            <p className="mt-6 border-t border-slate-100 pt-5 text-sm leading-6 text-slate-600">{about.seasonNote}</p>
          </Card>
        </div>
        <div className="mt-12 sm:mt-16">
          <MetricCards items={about.items} />
        </div>
      </Section>

      <Section tone="muted" aria-labelledby="services-heading">
        <SectionHeader id="services-heading" eyebrow={services.eyebrow} title={services.title} intro={services.intro} />
        <FeatureGrid items={services.items} columns={2} testId="florida-service" />
      </Section>

      <Section aria-labelledby="testimonials-heading">
        <SectionHeader id="testimonials-heading" eyebrow={testimonials.eyebrow} title={testimonials.title} intro={testimonials.intro} />
        <ul className="grid gap-5 md:grid-cols-3">
          {testimonials.items.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" aria-labelledby="why-heading">
        <SectionHeader id="why-heading" eyebrow={whyChoose.eyebrow} title={whyChoose.title} />
        <FeatureGrid items={whyChoose.items} columns={3} testId="why-choose" />
      </Section>

      <CtaBand block={closing}>
        <PlatformBadges label={closing.platformsLabel} note={closing.platformsNote} items={closing.platforms} />
      </CtaBand>

      <Section id="contact-form" aria-labelledby="contact-form-heading" className="scroll-mt-4">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-12">
          <div>
            <SectionHeader id="contact-form-heading" eyebrow={contact.eyebrow} title={<KeepHyphenated text={contact.title} />} intro={contact.intro} />
            <ul className="-mt-2 space-y-3 sm:-mt-6">
              {contact.promises.map((promise) => (
                <li key={promise} className="flex gap-3 text-slate-700">
                  <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
                  {promise}
                </li>
              ))}
            </ul>
            <p className="mt-8 rounded-xl bg-amber-50 p-4 text-sm font-medium text-slate-900 ring-1 ring-amber-200">{contact.reply}</p>
          </div>
          <FloridaForm copy={floridaForm} icons={{ sent: <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-600" />, phone: <Phone className="h-4 w-4" /> }} />
        </div>
      </Section>

      <ToasterOnDemand />
    </>
  );
}
