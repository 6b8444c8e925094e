import 'server-only';
import { createHash } from 'node:crypto';
import { headers } from 'next/headers';

/**
 * Identifies a client for rate limits: the address a trusted proxy (Vercel, nginx) reports.
 * Without a proxy these headers can be forged, which is why limits also have a global cap.
 * The address is hashed so raw IPs are not stored.
 */
export async function clientKey(): Promise<string> {
  const list = await headers();
  const forwarded = list.get('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean);
  const address = list.get('x-real-ip')?.trim() || forwarded?.at(-1) || 'unknown';
  return createHash('sha256').update(address.slice(0, 100)).digest('hex').slice(0, 32);
}
