import { Mail, Phone, Share2 } from '@/components/ui/icons';
import { site } from '@/content/site';
import { footerCompany, footerLegal, footerNewsletter, footerServices } from '@/content/navigation';
import type { NavItem } from '@/content/types';
import { Container } from '@/components/ui/section';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { Logo } from './logo';
import { NewTabHint } from '@/components/ui/new-tab-hint';

function FooterLinks({ title, items }: { title: string; items: readonly NavItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-widest text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {items.map((item) => (
          <li key={item.to}>
            <a href={item.to} className="text-sm text-slate-300 hover:text-accent-300">
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <Container className="grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <Logo />
          <p className="mt-4 max-w-sm text-sm leading-6 text-slate-400">{site.tagline}</p>
          <ul className="mt-6 space-y-3 text-sm">
            <li>
              <a href={`tel:${site.phone.tel}`} className="inline-flex items-center gap-2 hover:text-accent-300">
                <Phone className="h-4 w-4 text-accent-400" aria-hidden="true" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 hover:text-accent-300">
                <Mail className="h-4 w-4 text-accent-400" aria-hidden="true" />
                {site.email}
              </a>
            </li>
            <li>
              <a href={site.links.social} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 hover:text-accent-300">
                <Share2 className="h-4 w-4 text-accent-400" aria-hidden="true" />
                Follow {site.name}
                <NewTabHint />
              </a>
            </li>
          </ul>
        </div>
        <FooterLinks title="Services" items={footerServices} />
        <FooterLinks title="Company" items={footerCompany} />
        <div>
          <h2 className="text-sm font-semibold tracking-widest text-white uppercase">{footerNewsletter.title}</h2>
          <p className="mt-4 text-sm leading-6 text-slate-400">
            {footerNewsletter.text}
          </p>
          <NewsletterForm source="footer" tone="dark" label="Email address for the Stay ready newsletter" />
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-4 py-6 text-sm text-slate-400 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {site.legalName}. Formerly {site.formerName}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <a href={site.links.externalBlog} target="_blank" rel="noopener noreferrer" className="hover:text-accent-300">
                Insights blog<NewTabHint />
              </a>
            </li>
            {footerLegal.map((item) => (
              <li key={item.to}>
                <a href={item.to} className="hover:text-accent-300">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
