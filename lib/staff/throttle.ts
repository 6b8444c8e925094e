/** Admin sign-in throttling rules (lib/staff/actions.ts), kept apart so they can be tested. */

/** Per client: after this many wrong keys in the window, that client waits. */
export const LOGIN_LIMIT = { attempts: 5, windowSeconds: 15 * 60 } as const;

export const SITE_WIDE_WINDOW_SECONDS = 15 * 60;
/** Wrong keys site-wide that normal typing never reaches; beyond it every attempt is slowed. */
export const SITE_WIDE_SLOWDOWN_AFTER = 10;
export const SITE_WIDE_DELAY_STEP_MS = 25;
export const SITE_WIDE_MAX_DELAY_MS = 2000;
/** Wrong keys site-wide that log a warning and an audit event. */
export const SITE_WIDE_ALERT_AT = 100;

/** How long every sign-in attempt waits, given the wrong keys site-wide in the window. */
export function signInDelayMs(siteWideFailures: number): number {
  return Math.min(SITE_WIDE_MAX_DELAY_MS, Math.max(0, siteWideFailures - SITE_WIDE_SLOWDOWN_AFTER) * SITE_WIDE_DELAY_STEP_MS);
}
