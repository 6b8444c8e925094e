/**
 * Whether a proxy in front of the server sets the forwarded headers (X-Real-IP,
 * X-Forwarded-For, X-Forwarded-Host). Behind one that does (TRUST_PROXY=1, or Vercel, detected
 * by VERCEL=1) they describe the request; otherwise they are the client's own words. Client
 * identity (lib/rate-limit/client-key.ts) and the Origin check (lib/http/action-request.ts) both
 * ask here. Web-only: middleware uses it.
 */
export function trustsProxy(env: Record<string, string | undefined> = process.env): boolean {
  const setting = env.TRUST_PROXY?.trim().toLowerCase();
  if (setting) return setting === '1' || setting === 'true';
  return env.VERCEL === '1';
}
