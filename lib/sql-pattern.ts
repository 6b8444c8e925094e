/** A LIKE/ILIKE pattern that matches `query` anywhere, every character taken literally (\ is the default escape). */
export const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
