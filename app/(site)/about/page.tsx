import { ArrowRight, Building } from '@/components/ui/icons';
import { aboutPage, team } from '@/content/team';
import { agencyStats } from '@/content/home';
import { site } from '@/content/site';
import type { IconLabel } from '@/content/types';
import { aboutPageSchema, breadcrumbSchema, breadcrumbTrail, pageMetadata, schemaGraph, teamSchemas } from '@/lib/seo/public';
import { Section, SectionHeader } from '@/components/ui/section';
import { Card } from '@/components/ui/card';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/marketing/page-hero';
import { StatStrip } from '@/components/marketing/stat-strip';
import { TeamCard } from '@/components/marketing/team-card';
import { CtaBand } from '@/components/marketing/cta-band';
import { CtaActions } from '@/components/marketing/cta-actions';

const path = '/about';
const hqFacts: readonly IconLabel[] = aboutPage.headquarters.facts;

export const metadata = pageMetadata({ ...aboutPage.meta, path });

export default function AboutPage() {
  return (
    <>
      <JsonLd data={schemaGraph(aboutPageSchema({ path, name: aboutPage.title }), ...teamSchemas(team), breadcrumbSchema(breadcrumbTrail(path)))} />

      <PageHero
        eyebrow={aboutPage.eyebrow}
        title={aboutPage.title}
        intro={aboutPage.intro}
        actions={<CtaActions actions={aboutPage.closing.actions} />}
      >
        <StatStrip items={agencyStats} className="mt-14 max-w-4xl border-t border-white/10 pt-10" />
      </PageHero>

      <Section aria-labelledby="story-heading">
        <div className="grid gap-10 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-widest text-accent-700 uppercase">{aboutPage.story.eyebrow}</p>
            <h2 id="story-heading" className="text-h2">
              {aboutPage.story.title}
            </h2>
            <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1.5 text-sm text-slate-700">
              <Building className="h-4 w-4 text-accent-700" aria-hidden="true" />
              {aboutPage.story.formerly}
            </p>
            <ol className="mt-10 space-y-6 border-l-2 border-amber-200 pl-6">
              {aboutPage.story.milestones.map((milestone) => (
                <li key={milestone.label} className="relative">
                  <span className="absolute top-1.5 -left-[1.95rem] h-3 w-3 rounded-full bg-accent-400 ring-4 ring-white" aria-hidden="true" />
                  <p className="font-display text-lg font-bold text-slate-900">{milestone.label}</p>
                  <p className="mt-1 text-slate-600">{milestone.text}</p>
                </li>
              ))}
            </ol>
          </div>
          <div className="space-y-5 text-lg leading-8 text-slate-700">
            {aboutPage.story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
            <a
              href={aboutPage.story.link.href}
              className="inline-flex items-center gap-1.5 font-semibold text-slate-900 underline decoration-accent-400 decoration-2 underline-offset-4 hover:text-accent-700"
            >
              {aboutPage.story.link.label}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </a>
          </div>
        </div>
      </Section>

      <Section tone="muted" aria-labelledby="team-heading">
        <SectionHeader id="team-heading" eyebrow={aboutPage.team.eyebrow} title={aboutPage.team.title} intro={aboutPage.team.intro} />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <li key={member.name}>
              <TeamCard member={member} />
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="hq-heading">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-widest text-accent-700 uppercase">{aboutPage.headquarters.eyebrow}</p>
            <h2 id="hq-heading" className="text-h2">
              {aboutPage.headquarters.title}
            </h2>
            <p className="text-lead mt-4 text-slate-600">{aboutPage.headquarters.intro}</p>
          </div>
          <Card className="relative overflow-hidden">
            <div className="absolute -top-16 -right-16 h-48 w-48 rounded-full bg-amber-100 blur-2xl" aria-hidden="true" />
            <address className="relative not-italic">
              <p className="font-display text-xl font-bold text-slate-900">{site.legalName}</p>
              <ul className="mt-5 space-y-4">
                {hqFacts.map((fact) => (
                  <li key={fact.label} className="flex gap-3 text-slate-700">
                    <fact.icon className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
                    {fact.href ? (
                      <a href={fact.href} className="font-semibold text-slate-900 underline-offset-4 hover:underline">
                        {fact.label}
                      </a>
                    ) : (
                      <span>{fact.label}</span>
                    )}
                  </li>
                ))}
              </ul>
            </address>
          </Card>
        </div>
      </Section>

      <CtaBand block={aboutPage.closing} />
    </>
  );
}
