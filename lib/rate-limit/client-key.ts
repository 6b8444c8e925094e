import 'server-only';
import { createHash } from 'node:crypto';
import { headers } from 'next/headers';
import { connectionAddress } from '@/lib/http';
import { trustsProxy } from '@/lib/http/public';

export { trustsProxy };

const lastHop = (value: string | null) => value?.split(',').map((part) => part.trim()).filter(Boolean).at(-1);

/**
 * Who a request comes from, for rate limits and the audit log. Behind a proxy that sets them
 * (trustsProxy: TRUST_PROXY=1, or Vercel) X-Real-IP or the last X-Forwarded-For hop (the one
 * the proxy appended) name the client. Otherwise those headers are the client's own words, so
 * the address of the connection itself is used.
 */
export function clientAddress(list: Headers, trustProxy: boolean): string {
  if (trustProxy) {
    const proxied = list.get('x-real-ip')?.trim() || lastHop(list.get('x-forwarded-for'));
    if (proxied) return proxied;
  }
  // Before instrumentation.ts has run (the first request a fresh server handles), Next's own
  // X-Forwarded-For — the socket address unless the client sent one — is the best there is.
  return connectionAddress(list) || lastHop(list.get('x-forwarded-for')) || 'unknown';
}

/** The client's address, hashed so raw IPs are never stored. */
export async function clientKey(): Promise<string> {
  const address = clientAddress(await headers(), trustsProxy());
  return createHash('sha256').update(address.slice(0, 100)).digest('hex').slice(0, 32);
}
