import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** One message as an SMTP server received it: the envelope and the raw RFC 5322 text. */
export type ReceivedMail = { mailFrom: string; rcptTo: string[]; raw: string };

/**
 * A local SMTP sink on loopback (no TLS, no auth), as in the e2e and bench setups.
 * `reject(mail)` may answer with an SMTP error code instead of accepting a message; `delayMs`
 * holds each answer back.
 */
export async function startSmtpSink(port = 0, reject?: (raw: string) => number | undefined, { delayMs = 0 }: { delayMs?: number } = {}) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // close() waits for the site's pooled connections to end, up to 30 s by default: a sink is
    // closed once its spec is done with it, so it closes them at once (0 would mean the default).
    closeTimeout: 1,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        // An answer that takes a while, so that a test can catch deliveries in flight.
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        const raw = Buffer.concat(chunks).toString('utf8');
        const code = reject?.(raw);
        if (code) return callback(Object.assign(new Error(`Rejected by the test sink (${code})`), { responseCode: code }));
        messages.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client that goes away in the middle of a message (a spec kills the site mid-send) resets its
  // socket, and smtp-server reports that as the server's 'error': the sink drops the message, as a
  // real server would. Unheard, the event threw in the test process (newsletter-kill.spec.ts, a
  // soak run's `read ECONNRESET`).
  server.on('error', () => {});
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=), as a mail client shows the header. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string | undefined) {
  if (/base64/i.test(encoding ?? '')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding ?? '')) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

type Part = { headers: [string, string][]; header: (name: string) => string | undefined; body: string };

function parsePart(raw: string): Part {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  // Unfold: a line that starts with white space continues the previous header.
  const headers = head
    .replace(/\r\n(?=[ \t])/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line): [string, string] => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1).trim()];
    });
  const header = (name: string) => headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  return { headers, header, body };
}

/** The message's headers and its decoded text and HTML parts. */
export function parseMail(raw: string) {
  const message = parsePart(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(message.header('Content-Type') ?? '')?.[1];
  const parts = boundary
    ? message.body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((chunk) => parsePart(chunk.replace(/^\r\n/, '')))
    : [message];
  const partOf = (type: string) => {
    const part = parts.find((p) => (p.header('Content-Type') ?? 'text/plain').startsWith(type));
    return part ? decodeBody(part.body, part.header('Content-Transfer-Encoding')) : undefined;
  };
  return { headers: message.headers, header: message.header, text: partOf('text/plain'), html: partOf('text/html'), rawHead: raw.slice(0, raw.indexOf('\r\n\r\n')) };
}
