import { Check, MapPin, Phone } from '@/components/ui/icons';
import { formattedAddress, site } from '@/content/site';
import { floridaPage } from '@/content/florida';
import { Logo } from '@/components/layout/logo';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/section';

const heading = 'text-sm font-semibold tracking-widest text-white uppercase';

/** The landing page's own footer: office, a few quick links, the trades we serve, a call button. */
export function FloridaFooter() {
  const { footer } = floridaPage;
  return (
    <footer className="bg-slate-950 text-slate-300" data-testid="florida-footer">
      <Container className="grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1.3fr]">
        <div>
          <Logo />
          <p className="mt-4 max-w-sm text-sm leading-6 text-slate-300">{footer.blurb}</p>
          <h2 className={`${heading} mt-8`}>{footer.officeLabel}</h2>
          <div className="mt-3 flex gap-2 text-sm leading-6">
            <MapPin className="mt-1 h-4 w-4 shrink-0 text-accent-400" aria-hidden="true" />
            <address className="not-italic" data-testid="florida-address">
              {formattedAddress}
            </address>
          </div>
          <ButtonLink href={`tel:${site.phone.tel}`} className="mt-6" data-testid="footer-call">
            <Phone className="h-4 w-4" aria-hidden="true" />
            Call {site.phone.display}
          </ButtonLink>
        </div>
        <nav aria-label={footer.quickLinksLabel}>
          <h2 className={heading}>{footer.quickLinksLabel}</h2>
          <ul className="mt-3 space-y-1">
            {footer.quickLinks.map((item) => (
              <li key={item.to}>
                <a href={item.to} className="inline-block py-1.5 text-sm text-slate-300 hover:text-accent-300">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 id="emergency-services-heading" className={heading}>
            {footer.emergencyLabel}
          </h2>
          <ul aria-labelledby="emergency-services-heading" className="mt-4 space-y-2.5 text-sm" data-testid="emergency-services">
            {footer.emergencyServices.map((service) => (
              <li key={service} className="flex gap-2">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent-400" aria-hidden="true" />
                {service}
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/10">
        {/* The bottom padding keeps the last line clear of the floating lead bar. */}
        <Container className="pt-6 pb-28 text-sm text-slate-300 sm:pb-24">
          <p>
            © {footer.copyrightYear} {site.legalName}. Formerly {site.formerName}. All rights reserved.
          </p>
        </Container>
      </div>
    </footer>
  );
}
