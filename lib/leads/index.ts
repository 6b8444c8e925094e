import 'server-only';

// The leads' server API for other domains' server code (the newsletter's sign-up): the
// attribution a visitor's form stores, the per-client limit every public form shares, and the
// e-mail field, honeypot and cleaning its action parses with.
export { leadAttribution, type LeadAttribution } from './attribution';
export { envLimit, tooManyRequests } from './form-limits';
// Here, not in the client face: the public forms import that face, and a module that builds zod
// schemas when it loads ships zod (about 35 KB gzipped) to every page, used or not.
export { cleanText, emailField, honeypotField } from './schema';
