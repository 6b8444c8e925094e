/**
 * The flags every server here is started with, as `npm start` starts it (package.json names them
 * too; tests/unit/lib/next-config.test.ts checks both agree): Node loads next.config.ts with its
 * own type stripping, so Next's SWC binding stays out of the server's memory (docs/performance.md,
 * "Server memory").
 */
export const NEXT_START_FLAGS = ['--experimental-next-config-strip-types'];
