/** @jest-environment node */
import { LOGIN_LIMIT, SITE_WIDE_MAX_DELAY_MS, SITE_WIDE_SLOWDOWN_AFTER, signInDelayMs } from '@/lib/staff/throttle';

describe('sign-in throttle', () => {
  it('keeps the per-client limit at 5 wrong keys in 15 minutes', () => {
    expect(LOGIN_LIMIT).toEqual({ attempts: 5, windowSeconds: 900 });
  });

  it('never slows a site with a few typos', () => {
    for (let failures = 0; failures <= SITE_WIDE_SLOWDOWN_AFTER; failures++) expect(signInDelayMs(failures)).toBe(0);
  });

  it('slows every attempt progressively as wrong keys pile up site-wide', () => {
    const delays = [11, 20, 50, 80, 100].map(signInDelayMs);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(new Set(delays).size).toBe(delays.length);
    expect(signInDelayMs(100)).toBeGreaterThanOrEqual(1500);
  });

  it('never waits more than 2 seconds, however large the flood', () => {
    expect(SITE_WIDE_MAX_DELAY_MS).toBeLessThanOrEqual(2000);
    for (const failures of [1_000, 1_000_000, Number.MAX_SAFE_INTEGER]) expect(signInDelayMs(failures)).toBe(SITE_WIDE_MAX_DELAY_MS);
  });
});
