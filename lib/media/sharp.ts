import 'server-only';

type Sharp = (typeof import('sharp'))['default'];

/**
 * sharp, loaded the first time an image is converted. Imported at the top of a module, it loaded
 * libvips into every server that rendered a post (its page imports lib/media/public.ts for the
 * artwork, which also serves the e-mails' images): 10 MB of an idle server on PostgreSQL
 * (docs/performance.md, "Server memory"), though only an upload or an e-mail image converts one.
 */
let loading: Promise<Sharp> | undefined;

export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
