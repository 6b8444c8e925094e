import 'server-only';

/**
 * The e-mail templates as the rest of the site calls them. React Email and the templates load with
 * the first e-mail a server renders, not with the server: most servers send none for hours, and
 * once loaded they hold tens of megabytes (docs/performance.md, server memory).
 */

type Props<Render extends (props: never) => unknown> = Parameters<Render>[0];

export const renderActionEmail = async (props: Props<typeof import('./action-email').renderActionEmail>) =>
  (await import('./action-email')).renderActionEmail(props);
export const renderLeadEmail = async (props: Props<typeof import('./lead-email').renderLeadEmail>) => (await import('./lead-email')).renderLeadEmail(props);
export const renderPostEmailTemplate = async (props: Props<typeof import('./post-email').renderPostEmailTemplate>) =>
  (await import('./post-email')).renderPostEmailTemplate(props);
export type { PostEmailFooter } from './post-email';
