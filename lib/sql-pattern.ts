/**
 * A LIKE/ILIKE pattern that matches `query` anywhere, every character taken literally (\ is the
 * default escape). A NUL is dropped: Postgres text cannot hold one (22021 on a real server), so
 * no stored value contains it, and a search typed with one (`?q=a%00b`) must not fail the page.
 */
export const likePattern = (query: string) => `%${query.replace(/\u0000/g, '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
