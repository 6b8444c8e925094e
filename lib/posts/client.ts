// Browser-safe pure code (no database, no server-only): what the admin editor's client
// components need, and what any component or other domain uses of posts' types and rules.
export * from './types';
export * from './limits';
export * from './seo-fields';
export { normalizeTags, postFormSchema, slugify, type PostFormValues } from './schema';
export { draftFields, draftImage, draftKey, parseDraft, postFields, sameFields, serializeDraft, type DraftFields, type StoredDraft } from './draft';
export type { SeoDraftFields } from './seo-draft';
export { PUBLISH_YEARS } from './schedule/schema';
export { formatScheduleTime, isScheduled } from './schedule/time';
export { SEARCH_QUERY_MAX_LENGTH, splitHighlight, type HighlightPart } from './search';
