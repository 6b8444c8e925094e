import { SLUG_MAX_LENGTH } from './params';

/** Post editor field lengths, shared by the schema and the editor's inputs. */
export const POST_LIMITS = {
  title: 200,
  slug: SLUG_MAX_LENGTH,
  excerpt: 500,
  content: 200_000,
  author: 120,
  imageUrl: 2000,
} as const;

export const MAX_TAGS = 12;
export const MAX_TAG_LENGTH = 40;
