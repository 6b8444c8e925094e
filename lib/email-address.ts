/**
 * zod's rule for an e-mail address (`z.email()`, which the forms use), for the server code that
 * runs without zod: the mailer's settings and a lead's Reply-To (lib/mail.ts, lib/leads/email.ts)
 * load with the outbox drain on every server. tests/unit/lib/email-address.test.ts keeps the two
 * rules in step.
 */
export const EMAIL_ADDRESS = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const isEmailAddress = (text: string): boolean => EMAIL_ADDRESS.test(text);
