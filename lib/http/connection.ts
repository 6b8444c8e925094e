import { randomBytes } from 'node:crypto';
import http from 'node:http';

/**
 * The one thing a self-hosted Next.js server never tells the app: the address of the socket a
 * request came in on (Next 16 has no `request.ip`, and it only fills X-Forwarded-For from the
 * socket when the client did not send one, so that header can be forged). Installed from
 * instrumentation.ts, this stamps every request with its socket address under a header name
 * chosen at random per process, so no client can send it. It also answers methods the fetch
 * standard refuses to represent (TRACE, TRACK, CONNECT) with 405: Next's middleware adapter
 * throws on them, which would be a 500 for every path below /admin.
 */

const globalForGuard = globalThis as typeof globalThis & { __connectionAddressHeader?: string };

const UNREPRESENTABLE_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

export function installConnectionGuard() {
  if (globalForGuard.__connectionAddressHeader) return;
  const header = `x-connection-address-${randomBytes(12).toString('hex')}`;
  const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      if (UNREPRESENTABLE_METHODS.has(request.method ?? '')) {
        response.writeHead(405, { Allow: 'GET, HEAD, POST', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end('Method Not Allowed');
        return true;
      }
      request.headers[header] = request.socket?.remoteAddress ?? '';
    }
    return emit.call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
  globalForGuard.__connectionAddressHeader = header;
}

/** The socket address stamped on this request, or null where the guard is not installed. */
export function connectionAddress(headers: Headers): string | null {
  const name = globalForGuard.__connectionAddressHeader;
  return (name && headers.get(name)?.trim()) || null;
}
