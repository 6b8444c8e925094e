/**
 * GA4's recommended `generate_lead` event for a stored submission: the form's name only, never
 * what the visitor typed. gtag exists only when NEXT_PUBLIC_GA_ID loads GA4 (components/seo/analytics.tsx);
 * otherwise this does nothing and loads nothing.
 */
export type LeadForm = 'contact' | 'florida' | 'newsletter';

export function reportLead(form: LeadForm) {
  const gtag = (globalThis as { gtag?: (...args: unknown[]) => void }).gtag;
  if (typeof gtag === 'function') gtag('event', 'generate_lead', { form_name: form });
}
