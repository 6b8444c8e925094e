// The GEO face: pure checks on Markdown, browser-safe (the admin's GEO panel runs them live).
export { checkDraft, GEO_LIMITS, type GeoDraft, type GeoResult } from './rules';
export { extractFaq, type FaqSection } from './faq';
