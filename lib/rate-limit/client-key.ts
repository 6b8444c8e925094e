import 'server-only';
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { headers } from 'next/headers';
import { connectionAddress } from '@/lib/http';
import { trustsProxy } from '@/lib/http/edge';

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

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '').toLowerCase();
  if (!isIPv6(text)) return null;
  // An embedded IPv4 tail (::ffff:192.0.2.1) as two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  return tail === undefined ? front : [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * What a limit counts as one client. One IPv6 subscriber is usually given a whole /64 (2^64
 * addresses), so IPv6 addresses count by their first 64 bits; an IPv4-mapped IPv6 address
 * counts as its IPv4 address, and IPv4 addresses count one by one.
 */
export function clientGroup(address: string): string {
  const groups = ipv6Groups(address.trim());
  if (!groups) return address.trim();
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The client's address (an IPv6 one by its /64), hashed so raw IPs are never stored. */
export async function clientKey(): Promise<string> {
  const address = clientGroup(clientAddress(await headers(), trustsProxy()));
  return createHash('sha256').update(address.slice(0, 100)).digest('hex').slice(0, 32);
}
