import { createServer } from 'node:http';

/** One request as the receiver got it. */
export type ReceivedSubmission = { method: string; path: string; contentType: string; body: unknown };

/**
 * A stand-in for the IndexNow endpoint on loopback: records every request and answers with
 * `status()` (202 Accepted, as IndexNow does, unless a test asks for a failure).
 */
export async function startIndexNowReceiver(port: number, status: () => number = () => 202) {
  const received: ReceivedSubmission[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {}
      received.push({ method: request.method ?? '', path: request.url ?? '', contentType: request.headers['content-type'] ?? '', body });
      response.writeHead(status()).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
