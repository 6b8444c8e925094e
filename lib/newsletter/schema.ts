import { z } from 'zod';
import { cleanText, emailField, HONEYPOT_FIELD, honeypotField } from '@/lib/leads/client';

/** The sign-up form's rules, shared by the browser and the action: the lead forms' e-mail field and honeypot. */
export const newsletterSchema = z.object({
  email: emailField,
  source: z.preprocess(cleanText, z.enum(['footer', 'blog'], 'Unknown sign-up form')),
  [HONEYPOT_FIELD]: honeypotField,
});
