// An HTTP/2 front (TLS, self-signed) for a local HTTP/1.1 server, as a CDN serves the site:
// `next start` speaks HTTP/1.1, so Chromium opens 6 connections and later requests wait for a free
// one; over HTTP/2 every request shares one connection. For `npm run audit -- --h2`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';

const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'http2-settings', 'host']);

/** A throwaway certificate for localhost (openssl), made once in `dir`. */
function certificate(dir) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '30', '-subj', '/CN=localhost'], { stdio: 'ignore' });
    if (made.status !== 0) throw new Error('--h2 needs openssl to make a local certificate');
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Serves `target` (an http:// origin) over HTTP/2 at https://localhost:`port`. */
export function startH2Proxy({ port, target, certDir }) {
  const upstream = new URL(target);
  const server = http2.createSecureServer({ ...certificate(certDir), allowHTTP1: true });
  server.on('request', (request, response) => {
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !name.startsWith(':') && !hopByHop.has(name)));
    const proxied = http.request({ host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: { ...headers, host: upstream.host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !hopByHop.has(name))));
      answer.pipe(response);
    });
    proxied.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(proxied);
  });
  return new Promise((resolve) => {
    server.listen(port, () => resolve({ url: `https://localhost:${port}`, stop: () => new Promise((done) => server.close(done)) }));
  });
}
