/**
 * `@/lib/rate-limit` with the database limiter's rules kept in memory (take refuses at the
 * limit), for unit tests of the actions that use it:
 *
 *   jest.mock('@/lib/rate-limit', () => jest.requireActual('../../helpers/memory-rate-limit').memoryRateLimit);
 *
 * `limiterEvents` holds each scope:client's hits; clear it before each test.
 */
export const limiterEvents = new Map<string, number>();

export const memoryRateLimit = {
  clientKey: jest.requireActual('@/lib/rate-limit/client-key').clientKey,
  describeWait: () => 'in 10 minutes',
  rateLimiter: () => ({
    take: async (scope: string, client: string, limit: number) => {
      const key = `${scope}:${client}`;
      const hits = limiterEvents.get(key) ?? 0;
      if (hits >= limit) return { allowed: false, retryAfterSeconds: 600 };
      limiterEvents.set(key, hits + 1);
      return { allowed: true, retryAfterSeconds: 0 };
    },
  }),
};
