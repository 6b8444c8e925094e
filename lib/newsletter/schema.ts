import { z } from 'zod';
import { cleanText, emailField, honeypotField } from '@/lib/leads';
import { HONEYPOT_FIELD } from '@/lib/leads/client';

/** The sign-up action's rules: the lead forms' e-mail field and honeypot. */
export const newsletterSchema = z.object({
  email: emailField,
  source: z.preprocess(cleanText, z.enum(['footer', 'blog'], 'Unknown sign-up form')),
  [HONEYPOT_FIELD]: honeypotField,
});
