import { z } from 'zod';
import { firstValue, singleLine } from '@/lib/form-data';
import { isUuid, SUBMISSION_ID_FIELD } from '@/lib/ids';
import { HONEYPOT_FIELD } from './honeypot';
import { LEAD_LIMITS as MAX } from './limits';

// No runtime code generation: the CSP has no 'unsafe-eval' (zod would only probe for it).
z.config({ jitless: true });

/**
 * Rules for the contact and Florida forms' server actions, each message written once; the
 * browser shares only their limits (./limits), so zod stays off public pages. The newsletter's
 * action (lib/newsletter/schema.ts) uses the same e-mail field, honeypot and cleaning.
 */

// Control characters (tabs and line breaks aside) and bidirectional overrides carry no meaning
// in a lead and can disguise text in the inbox or a spreadsheet.
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;

export function cleanText(value: unknown): string {
  return (
    (firstValue(value) ?? '')
      .normalize('NFC')
      // A form posts a line break as CRLF, the page counts it as one character: limits count it once too.
      .replace(/\r\n?/g, '\n')
      .replace(UNSAFE_CHARACTERS, '')
      .trim()
  );
}

const field = (schema: z.ZodType<string>) => z.preprocess(singleLine, schema);
/** `line`: a one-line input (a name, a phone number), else text that may hold line breaks. */
const optional = (max: number, message: string, pattern?: { regex: RegExp; message: string }, line = true) =>
  z.preprocess(
    line ? singleLine : cleanText,
    z
      .string()
      .max(max, message)
      .refine((value) => !pattern || value === '' || pattern.regex.test(value), pattern?.message)
      .transform((value) => (value === '' ? null : value)),
  );

// Limits read as "5,000" in messages.
const count = (limit: number) => limit.toLocaleString('en-US');

const EMAIL_MESSAGE = 'Please enter a valid email address, like name@company.com';
// Not cleaned: an address with hidden characters in it is wrong, not something to repair.
const rawText = (value: unknown) => (firstValue(value) ?? '').trim();
export const emailField = z.preprocess(
  rawText,
  z.string().min(1, 'Please enter your email address').max(MAX.email, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE)).transform((v) => v.toLowerCase()),
);
const phonePattern = /^\+?[0-9 ().\-]{7,25}(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;
const PHONE_MESSAGE = 'Please enter a valid phone number, like (813) 555-0142';

/** Accepts "yourcompany.com" as well as a full URL, and stores the full https:// form. */
function normalizeWebsite(value: string) {
  if (value === '') return value;
  return /^https?:\/\//i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
}
const website = z.preprocess(
  (value) => normalizeWebsite(singleLine(value)),
  z
    .string()
    .max(MAX.serviceAreas, `Please keep the website address under ${count(MAX.serviceAreas)} characters`)
    .refine((value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        return /^https?:$/.test(url.protocol) && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname);
      } catch {
        return false;
      }
    }, 'Please enter a valid website address, like yourcompany.com')
    .transform((value) => (value === '' ? null : value)),
);

export { HONEYPOT_FIELD };
export const honeypotField = z.preprocess(cleanText, z.string().max(0, 'Your message could not be sent. Please call us directly.'));

// Sent by the form's script (useFormAction); anything but a uuid is treated as no id at all.
const submissionId = z.preprocess((value) => {
  const id = firstValue(value);
  return isUuid(id) ? id.toLowerCase() : null;
}, z.string().nullable());

export const contactSchema = z.object({
  fullName: field(z.string().min(1, 'Please enter your full name').max(MAX.fullName, `Please keep your name under ${count(MAX.fullName)} characters`)),
  email: emailField,
  company: optional(MAX.company, `Please keep the company name under ${count(MAX.company)} characters`),
  phone: optional(MAX.phone, PHONE_MESSAGE, { regex: phonePattern, message: PHONE_MESSAGE }),
  serviceAreas: website,
  message: optional(MAX.message, `Please keep your message under ${count(MAX.message)} characters`, undefined, false),
  [HONEYPOT_FIELD]: honeypotField,
  [SUBMISSION_ID_FIELD]: submissionId,
});

export const floridaSchema = z.object({
  fullName: field(z.string().min(1, 'Please enter your name').max(MAX.fullName, `Please keep your name under ${count(MAX.fullName)} characters`)),
  company: field(z.string().min(1, 'Please enter your business name').max(MAX.company, `Please keep the business name under ${count(MAX.company)} characters`)),
  email: emailField,
  phone: field(z.string().min(1, 'Please enter your phone number').max(MAX.phone, PHONE_MESSAGE).regex(phonePattern, PHONE_MESSAGE)),
  serviceAreas: optional(MAX.serviceAreas, `Please keep the list of services under ${count(MAX.serviceAreas)} characters`),
  message: optional(MAX.message, `Please keep your goals under ${count(MAX.message)} characters`, undefined, false),
  [HONEYPOT_FIELD]: honeypotField,
  [SUBMISSION_ID_FIELD]: submissionId,
});

export type ContactValues = z.output<typeof contactSchema>;
export type FloridaValues = z.output<typeof floridaSchema>;
