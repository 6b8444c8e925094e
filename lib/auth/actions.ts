'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { validatedAction, type ActionState } from '@/lib/actions';
import { firstValue } from '@/lib/form-data';
import { describeWait, rateLimiter } from '@/lib/rate-limit';
import { clientKey } from '@/lib/rate-limit/client';
import { adminAuth, endAdminSession, isAdminKey, startAdminSession } from './admin';

const LOGIN_LIMIT = { attempts: 5, windowSeconds: 15 * 60 } as const;
// A ceiling across all clients, for when proxy headers are forged to look like many clients.
const GLOBAL_LIMIT = { attempts: 100, windowSeconds: 15 * 60 } as const;

const loginSchema = z.object({
  key: z.preprocess((value) => firstValue(value) ?? '', z.string().min(1, 'Enter the admin key').max(512, 'That key is too long')),
});

export const login = validatedAction(loginSchema, async ({ key }): Promise<ActionState> => {
  const config = adminAuth();
  if (!config.enabled) return { status: 'error', title: 'Authentication Error', message: config.reason };

  const limiter = rateLimiter();
  const client = await clientKey();
  try {
    for (const [scope, id, limit] of [
      ['admin-login', client, LOGIN_LIMIT],
      ['admin-login-all', 'all', GLOBAL_LIMIT],
    ] as const) {
      const { hits, retryAfterSeconds } = await limiter.status(scope, id, limit.windowSeconds);
      if (hits >= limit.attempts) {
        return {
          status: 'error',
          title: 'Too many attempts',
          message: `Too many incorrect keys. Try again ${describeWait(retryAfterSeconds)}.`,
        };
      }
    }

    if (!isAdminKey(key, config.adminKey)) {
      await limiter.take('admin-login', client, LOGIN_LIMIT.attempts + 1, LOGIN_LIMIT.windowSeconds);
      await limiter.take('admin-login-all', 'all', GLOBAL_LIMIT.attempts + 1, GLOBAL_LIMIT.windowSeconds);
      return { status: 'error', title: 'Invalid Key', message: 'Please enter the correct admin key' };
    }

    await limiter.clear('admin-login', client);
    await startAdminSession();
    return { status: 'success', title: 'Authenticated', message: 'Admin access granted' };
  } catch (error) {
    console.error('Admin sign-in failed', error);
    return { status: 'error', title: 'Authentication Error', message: 'Sign-in is unavailable right now. Try again shortly.' };
  }
}, { keepValues: false });

export async function logout() {
  await endAdminSession();
  redirect('/admin');
}
