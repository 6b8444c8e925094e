import { publicRoutes } from '@/content/routes';
import { aiSeoServices, premiumAddOns, services } from '@/content/services';
import { exploreServicesLink, homeMetrics } from '@/content/home';
import { industries, industryLandings, industryPages } from '@/content/industries';
import { caseStudies } from '@/content/case-studies';
import { testimonials } from '@/content/testimonials';
import { team } from '@/content/team';
import { aiVideoSeoPage, emergencySeoPage, paidMediaPage, serviceDetailPages } from '@/content/service-pages';
import { site } from '@/content/site';

const routePaths = publicRoutes.map((route) => route.path as string);

describe('marketing content invariants', () => {
  it('has eight service cards: four AI Advantage first, then Foundation', () => {
    expect(services).toHaveLength(8);
    expect(services.map((service) => service.tier)).toEqual([...Array(4).fill('ai-advantage'), ...Array(4).fill('foundation')]);
    expect(services.every((service) => service.features.length >= 3)).toBe(true);
  });

  it('counts six AI SEO services, which is what the home link says', () => {
    expect(aiSeoServices).toHaveLength(6);
    expect(services.slice(6).map((service) => service.title)).toEqual(['AI Paid Media', 'Local & Map Pack Visibility']);
    expect(exploreServicesLink).toEqual({ label: 'Explore All 6 AI SEO Services', href: '/services' });
  });

  it('gives every service card a unique, URL-safe anchor id', () => {
    const ids = services.map((service) => service.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('has four premium add-ons and the four home metrics with the spec figures', () => {
    expect(premiumAddOns.map((addOn) => addOn.title)).toEqual(['Ongoing AI Monitoring', 'Content Velocity Program', 'Industry Exclusivity', 'Executive Reporting']);
    expect(homeMetrics.items.map((metric) => metric.value)).toEqual(['350%', '$1.2M', '5x', '-40%']);
  });

  it('has ten industries and six case studies with three KPIs each', () => {
    expect(industries).toHaveLength(10);
    expect(caseStudies).toHaveLength(6);
    for (const study of caseStudies) expect(study.kpis).toHaveLength(3);
    expect(new Set(caseStudies.map((study) => study.id)).size).toBe(6);
  });

  it('has ten testimonials, eight AI SEO and two paid media, with unique ids', () => {
    expect(testimonials).toHaveLength(10);
    expect(testimonials.filter((item) => item.type === 'ai-seo')).toHaveLength(8);
    expect(testimonials.filter((item) => item.type === 'paid-media')).toHaveLength(2);
    expect(new Set(testimonials.map((item) => item.id)).size).toBe(10);
  });

  it('has four team members led by the founder from site.ts', () => {
    expect(team).toHaveLength(4);
    expect(team[0]).toMatchObject({ name: site.founder.name, role: site.founder.role });
  });

  it('matches the page-level counts: video 4 steps / 6 deliverables / 3 differentiators, 3- and 4-step processes', () => {
    expect(aiVideoSeoPage.steps.items.map((step) => step.number)).toEqual(['01', '02', '03', '04']);
    expect(aiVideoSeoPage.deliverables.items).toHaveLength(6);
    expect(aiVideoSeoPage.differentiators.items).toHaveLength(3);
    expect(emergencySeoPage.process.items).toHaveLength(3);
    expect(paidMediaPage.process.items).toHaveLength(4);
    expect(emergencySeoPage.closing.actions[0]).toEqual({ label: 'Request Free Audit', href: '/contact' });
  });

  it('links every emergency SEO testimonial and landing case study to real content', () => {
    const testimonialIds = new Set<string>(testimonials.map((item) => item.id));
    for (const id of emergencySeoPage.testimonials.ids) expect(testimonialIds.has(id)).toBe(true);
    const studyIds = new Set<string>(caseStudies.map((study) => study.id));
    for (const landing of industryLandings) expect(studyIds.has(landing.caseStudyId)).toBe(true);
  });

  it('registers every static marketing route, and no placeholder route', () => {
    const expected = [
      '/',
      '/about',
      '/services',
      '/services/emergency-seo',
      '/services/paid-media',
      '/services/ai-video-seo',
      ...serviceDetailPages.map((page) => `/services/${page.slug}`),
      '/industries',
      ...industryPages.map((page) => `/industries/${page.slug}`),
      '/case-studies',
      '/testimonials',
    ];
    expect(routePaths).toEqual(expect.arrayContaining(expected));
    expect(routePaths).not.toContain('/services/xyz');
    expect(new Set(routePaths).size).toBe(routePaths.length);
    expect(serviceDetailPages.map((page) => page.slug).sort()).toEqual(['competitor-targeting', 'leadgust-integration', 'paid-ads', 'retargeting']);
    expect(industryPages.map((page) => page.slug).sort()).toEqual(['hvac-plumbing', 'restoration', 'roofers', 'tree-services', 'urgent-contractors']);
  });

  it('only the roofers landing page links to the LeadGust integration', () => {
    const withLeadgust = industryLandings.filter((page) =>
      ('extraLinks' in page ? page.extraLinks : []).some((link) => link.href === '/services/leadgust-integration'),
    );
    expect(withLeadgust.map((page) => page.slug)).toEqual(['roofers']);
  });
});
