import { site } from './site';

/** Copy for the author pages (/blog/author/{slug}); the people themselves live in team.ts. */
export const authorCopy = {
  eyebrow: 'Author',
  title: '{name}, {role}',
  pageTitle: '{name}, {role} — Page {page}',
  description: `Articles by {name}, {role} at ${site.name}: field notes on AI search, storm-season marketing and paid media.`,
  keywords: ['{name}', `{name} ${site.name}`, `${site.name} blog author`],
  profilesLabel: 'Profiles elsewhere',
  empty: '{name} has not published on the blog yet.',
  emptyLink: 'Read the rest of the blog',
} as const;
