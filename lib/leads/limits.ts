/**
 * Field lengths of the lead forms, kept apart from the zod schemas so the public forms can set
 * maxLength without shipping zod to every page (like ./honeypot.ts).
 */
export const LEAD_LIMITS = {
  fullName: 120,
  // RFC 5321's longest deliverable address.
  email: 254,
  company: 200,
  phone: 40,
  /** The website on /contact and the list of services on /florida share the field. */
  serviceAreas: 500,
  message: 5000,
} as const;
