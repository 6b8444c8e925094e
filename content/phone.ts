/**
 * The agency's phone number (a fictional stand-in, like the rest of content/site.ts, which
 * re-exports it). Its own module because the error screens quote it, and their code ships with
 * every page: importing site.ts there would ship every brand fact too.
 */
export const phone = { display: '(813) 555-0142', tel: '+18135550142' } as const;
