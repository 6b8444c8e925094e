// Local notification receivers for bench:leads, on loopback only: an SMTP sink (smtp-server) and
// a webhook endpoint. Each counts every delivery and the distinct ones (by Message-ID and by
// Idempotency-Key), can refuse the first N attempts of each notification, can answer slowly, and
// can be down.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

function tally() {
  const attempts = new Map();
  const delivered = new Map();
  return {
    attempt: (key) => attempts.set(key, (attempts.get(key) ?? 0) + 1).get(key),
    deliver: (key) => delivered.set(key, (delivered.get(key) ?? 0) + 1),
    get received() {
      return [...delivered.values()].reduce((a, b) => a + b, 0);
    },
    get distinct() {
      return delivered.size;
    },
    reset() {
      attempts.clear();
      delivered.clear();
    },
  };
}

/**
 * `options.failFirst`: how many attempts of each notification are refused before one is accepted.
 * `options.delayMs`: how long each answer waits, so that deliveries are in flight for a while.
 */
export async function startReceivers({ smtpPort, webhookPort }) {
  const options = { failFirst: 0, delayMs: 0 };
  const later = (answer) => (options.delayMs ? setTimeout(answer, options.delayMs) : answer());
  const mail = tally();
  const hooks = tally();

  // A closed SMTPServer answers "421 shutting down" for good, so each up() makes a new one.
  const newSmtp = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk) => (raw += chunk.toString('utf8')));
        stream.on('end', () =>
          later(() => {
            const key = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? raw;
            if (mail.attempt(key) <= options.failFirst) return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            mail.deliver(key);
            callback();
          }),
        );
      },
    });
  let smtp;
  const webhook = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () =>
      later(() => {
        const key = request.headers['idempotency-key'] ?? body;
        if (hooks.attempt(key) <= options.failFirst) return response.writeHead(503).end('busy');
        hooks.deliver(key);
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      }),
    );
  });
  // Connections are closed at once when going down, so "down" means refused, not hanging.
  webhook.keepAliveTimeout = 100;

  let up = false;
  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  const close = (server) => new Promise((resolve) => server.close(() => resolve()));

  const receivers = {
    options,
    mail,
    hooks,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webhookUrl: `http://127.0.0.1:${webhookPort}/lead-hook`,
    async up() {
      if (up) return;
      smtp = newSmtp();
      await listen(smtp, smtpPort);
      await listen(webhook, webhookPort);
      up = true;
    },
    async down() {
      if (!up) return;
      webhook.closeAllConnections();
      await Promise.all([close(smtp), close(webhook)]);
      up = false;
    },
  };
  await receivers.up();
  return receivers;
}
