/** @jest-environment node */
import net from 'node:net';
import { startSmtpSink } from '../../helpers/mail';

/** An SMTP client on a raw socket: sends each command once the sink has answered the last. */
async function client(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let heard = '';
  let waiting: (() => void) | null = null;
  socket.on('data', (chunk) => {
    heard += chunk.toString();
    if (/\r\n$/.test(heard)) waiting?.();
  });
  const answer = () => new Promise<void>((resolve) => (waiting = () => ((heard = ''), resolve())));
  await answer(); // the greeting
  return {
    socket,
    async send(line: string) {
      const answered = answer();
      socket.write(`${line}\r\n`);
      await answered;
    },
  };
}

/** A client that has begun a message and is gone before its end: its socket reset, as when the site is killed mid-send. */
async function resetMidMessage(port: number) {
  const { socket, send } = await client(port);
  for (const line of ['EHLO site.test', 'MAIL FROM:<briefing@brightline.example>', 'RCPT TO:<reader@example.com>', 'DATA']) await send(line);
  socket.write('Subject: cut short\r\n\r\nThe first half of a ');
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.resetAndDestroy();
  await new Promise((resolve) => socket.once('close', resolve));
}

describe('the SMTP sink of the e2e and bench setups', () => {
  it('drops a message whose sender went away mid-message, and takes the next one', async () => {
    const sink = await startSmtpSink(0);
    try {
      // Twice: the first reset was once heard only by the listen() handler left behind.
      await resetMidMessage(sink.port);
      await resetMidMessage(sink.port);
      await new Promise((resolve) => setTimeout(resolve, 100));

      const { socket, send } = await client(sink.port);
      for (const line of ['EHLO site.test', 'MAIL FROM:<briefing@brightline.example>', 'RCPT TO:<reader@example.com>', 'DATA']) await send(line);
      await send('Subject: whole\r\n\r\nAll of it.\r\n.');
      await send('QUIT');
      socket.destroy();
      expect(sink.messages.map((m) => m.rcptTo)).toEqual([['reader@example.com']]);
      expect(sink.messages[0]!.raw).toContain('All of it.');
    } finally {
      await sink.close();
    }
  });
});
