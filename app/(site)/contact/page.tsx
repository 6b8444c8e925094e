import { ArrowRight, CalendarClock, CheckCircle2, Clock, MapPin, Phone, Send } from '@/components/ui/icons';
import { contactForm, contactPage } from '@/content/contact';
import { formattedAddress, site } from '@/content/site';
import { breadcrumbSchema, breadcrumbTrail, contactPageSchema, pageMetadata, schemaGraph } from '@/lib/seo/public';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/marketing/page-hero';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { ToasterOnDemand } from '@/components/ui/toaster-on-demand';
import { ContactForm } from '@/components/forms/contact-form';
import { NewTabHint } from '@/components/ui/new-tab-hint';

export const metadata = pageMetadata({
  title: contactPage.title,
  description: contactPage.description,
  path: contactPage.path,
  keywords: contactPage.keywords,
});

export default function ContactPage() {
  const { scheduler, form, panel, nextSteps } = contactPage;
  return (
    <>
      <PageHero eyebrow={contactPage.eyebrow} title={contactPage.heading} intro={contactPage.intro} />
      <Container className="grid gap-10 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-8">
          <Card tone="dark" className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex gap-4">
              <CalendarClock className="h-8 w-8 shrink-0 text-accent-400" aria-hidden="true" />
              <div>
                <h2 className="text-h3 text-white">{scheduler.title}</h2>
                <p className="mt-2 text-sm text-slate-300">{scheduler.text}</p>
              </div>
            </div>
            <ButtonLink href={site.links.scheduler} className="shrink-0">
              {scheduler.action}
              <NewTabHint />
            </ButtonLink>
          </Card>
          <Card>
            <h2 className="text-h2">{form.title}</h2>
            <p className="mt-2 mb-8 text-slate-600">{form.text}</p>
            <ContactForm copy={contactForm} icons={{ send: <Send className="h-4 w-4" />, sent: <CheckCircle2 className="h-5 w-5" /> }} />
          </Card>
        </div>
        <aside className="space-y-6" aria-labelledby="contact-direct">
          <Card>
            <h2 id="contact-direct" className="text-h3">
              {panel.title}
            </h2>
            <ul className="mt-5 space-y-5 text-sm">
              <li className="flex gap-3">
                <Phone className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
                <div>
                  <p className="text-slate-600">{panel.phoneLabel}</p>
                  <a href={`tel:${site.phone.tel}`} className="text-lg font-semibold text-slate-900 hover:text-accent-700">
                    {site.phone.display}
                  </a>
                </div>
              </li>
              <li className="flex gap-3">
                <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
                <div>
                  <p className="text-slate-600">{panel.officeLabel}</p>
                  <address className="font-medium text-slate-900 not-italic">{formattedAddress}</address>
                </div>
              </li>
              <li className="flex gap-3">
                <Clock className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
                <p className="text-slate-700">{panel.hours}</p>
              </li>
            </ul>
            <p className="mt-6 rounded-xl bg-amber-50 p-4 text-sm font-medium text-slate-900">{panel.promise}</p>
          </Card>
          <Card>
            <h2 className="text-h3">{contactPage.nextStepsTitle}</h2>
            <ul className="mt-4 space-y-4">
              {nextSteps.map((step) => (
                <li key={step.to}>
                  <a href={step.to} className="inline-flex items-center gap-1.5 font-semibold text-accent-700 hover:text-slate-900">
                    {step.label} <ArrowRight className="h-4 w-4" aria-hidden="true" />
                  </a>
                  <p className="text-sm text-slate-600">{step.text}</p>
                </li>
              ))}
            </ul>
          </Card>
        </aside>
      </Container>
      <ToasterOnDemand />
      <JsonLd
        data={schemaGraph(
          contactPageSchema({ path: contactPage.path, name: contactPage.title, description: contactPage.description }),
          breadcrumbSchema(breadcrumbTrail(contactPage.path)),
        )}
      />
    </>
  );
}
