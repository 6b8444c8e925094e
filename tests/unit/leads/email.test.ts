/**
 * @jest-environment node
 *
 * The staff e-mail, checked in the message nodemailer really builds (its stream transport) and,
 * over SMTP, in what a server receives. Hostile input must not add a header or a recipient.
 */
import { createTransport } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { buildLeadEmail, leadEmailSubject, sendLeadEmail } from '@/lib/leads/email';
import { isPermanent } from '@/lib/outbox-queue';
import type { ContactRequest } from '@/lib/leads/types';
import { decodeWords, parseMail, startSmtpSink } from '../../helpers/mail';

const settings = {
  to: ['sales@brightline.example', 'ops@brightline.example'],
  from: { name: 'Brightline Leads', address: 'leads@brightline.example' },
};
const notificationId = '0b7d2c1e-5a4f-4e3d-9c2b-1a0f9e8d7c6b';

const lead = (overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  id: '4f6c1c1e-8a1b-4e5e-9d1a-1f2e3d4c5b6a',
  fullName: 'Dana Ortiz',
  email: 'dana@ortizroofing.example',
  company: 'Ortiz Roofing',
  phone: '(727) 555-0199',
  serviceAreas: 'https://ortizroofing.example',
  message: 'We need storm-season leads.\nPinellas County first.',
  source: 'contact',
  page: '/contact',
  userAgent: 'Mozilla/5.0',
  attribution: null,
  channel: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  status: 'new',
  note: '',
  ...overrides,
});

async function built(input: ContactRequest) {
  const transport = createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(await buildLeadEmail(input, notificationId, settings));
  const raw = (info.message as Buffer).toString('utf8');
  return { raw, mail: parseMail(raw), envelope: info.envelope };
}

const EXPECTED_HEADERS = ['auto-submitted', 'content-type', 'date', 'from', 'message-id', 'mime-version', 'reply-to', 'subject', 'to'];
const headerNames = (mail: ReturnType<typeof parseMail>) => mail.headers.map(([name]) => name.toLowerCase()).sort();
const addresses = (value: string | undefined) => addressparser(value ?? '', { flatten: true }).map((a) => a.address);

describe('the lead e-mail', () => {
  it('names the form, the person and the company in the subject, and replies to the visitor', async () => {
    const { mail, envelope } = await built(lead());
    expect(decodeWords(mail.header('Subject')!)).toBe('Contact form lead: Dana Ortiz (Ortiz Roofing)');
    expect(leadEmailSubject(lead({ source: 'florida', company: null }))).toBe('Florida form lead: Dana Ortiz');
    expect(addresses(mail.header('Reply-To'))).toEqual(['dana@ortizroofing.example']);
    expect(addresses(mail.header('From'))).toEqual(['leads@brightline.example']);
    expect(addresses(mail.header('To'))).toEqual(settings.to);
    expect(envelope).toEqual({ from: 'leads@brightline.example', to: settings.to });
    expect(mail.header('Message-ID')).toBe(`<lead-${notificationId}@brightline.example>`);
    expect(headerNames(mail)).toEqual(EXPECTED_HEADERS);
  });

  it('has a plain-text and an HTML part with every field and a link to the lead in /admin', async () => {
    const { mail } = await built(lead());
    const link = `http://localhost:3000/admin/leads#lead-4f6c1c1e-8a1b-4e5e-9d1a-1f2e3d4c5b6a`;
    for (const part of [mail.text!, mail.html!]) {
      for (const value of ['Dana Ortiz', 'dana@ortizroofing.example', 'Ortiz Roofing', '(727) 555-0199', 'https://ortizroofing.example', '/contact', 'Pinellas County first.']) {
        expect(part).toContain(value);
      }
      expect(part).toContain(link);
    }
    expect(mail.text).toContain('Message:\nWe need storm-season leads.\nPinellas County first.');
    // On the agency's clock, like every date staff see.
    expect(mail.text).toContain('Received: Nov 21, 2026, 5:00:00 AM EST');
    expect(mail.text!.startsWith('New lead from the contact form on /contact.')).toBe(true);
    expect((await built(lead({ source: 'florida' }))).mail.html).toContain('New lead from the Florida form on /florida.');
    expect(mail.html).toContain(`<a href="${link}"`);
  });

  it('says where the lead came from: channel, source / medium / campaign, click id and landing page', async () => {
    const at = 1_790_000_000;
    const first = { referrer_host: 'news.example.org', landing_path: '/blog', at };
    const last = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'storm-fl', gclid: 'TEST123', landing_path: '/services', at };
    const { mail } = await built(lead({ attribution: { first, last }, channel: 'Paid Search' }));
    expect(mail.text).toContain('Channel: Paid Search');
    expect(mail.text).toContain('Source / medium / campaign: google / cpc / storm-fl');
    expect(mail.text).toContain('Ad click id: gclid TEST123');
    expect(mail.text).toContain('Landing page: /blog');
    expect(mail.text).toContain('First visit from: news.example.org / referral / (referral)');
    expect(mail.html).toMatch(/>Channel<\/th><td[^>]*>Paid Search<\/td>/);
    expect((await built(lead())).mail.text).not.toContain('Channel:');
  });

  it('escapes every field in the HTML part', async () => {
    const hostile = `<img src=x onerror="alert(1)">&"'`;
    const { mail } = await built(lead({ fullName: hostile, company: hostile, message: `<script>alert(1)</script>`, serviceAreas: hostile, page: `/"><svg onload=alert(1)>` }));
    // The brand header's logo is the one image.
    expect(mail.html!.replace(/<img[^>]+src="http:\/\/localhost:3000\/email\/logo\.png"[^>]*>/, '')).not.toMatch(/<img|<script|<svg/);
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&quot;&#x27;');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it.each([
    ['CR/LF in the name', { fullName: 'Eve\r\nBcc: victim@evil.example\r\nX-Injected: 1' }],
    ['bare LF in the name', { fullName: 'Eve\nBcc: victim@evil.example' }],
    ['CR/LF in the company', { company: 'Acme\r\nBcc: victim@evil.example\r\n\r\n<html>fake body' }],
    ['a header folded into the name', { fullName: 'Eve\r\n Bcc: victim@evil.example' }],
    ['unicode line separators', { fullName: 'Eve\u2028Bcc: victim@evil.example\u0085' }],
  ])('%s adds no header and no recipient', async (_case, overrides) => {
    const { mail, envelope } = await built(lead(overrides));
    expect(headerNames(mail)).toEqual(EXPECTED_HEADERS);
    expect(mail.rawHead).not.toMatch(/^(bcc|x-injected):/im);
    expect(envelope.to).toEqual(settings.to);
    expect(addresses(mail.header('To'))).toEqual(settings.to);
    expect(addresses(mail.header('Reply-To'))).toEqual(['dana@ortizroofing.example']);
    // Still readable: the text shows on one line in the subject.
    expect(decodeWords(mail.header('Subject')!)).toMatch(/^Contact form lead: .*Bcc: victim@evil\.example/);
  });

  it.each([
    ['two addresses', 'dana@ortizroofing.example, victim@evil.example'],
    ['a semicolon list', 'dana@ortizroofing.example;victim@evil.example'],
    ['a display name', 'Victim <victim@evil.example>'],
    ['a group', 'list: victim@evil.example, other@evil.example;'],
    ['CR/LF and a Bcc', 'dana@ortizroofing.example\r\nBcc: victim@evil.example'],
    ['a quoted local part with a comma', '"a,b"@evil.example'],
  ])('several addresses in the e-mail field (%s) set no Reply-To and no recipient', async (_case, email) => {
    const { mail, envelope } = await built(lead({ email }));
    expect(mail.header('Reply-To')).toBeUndefined();
    expect(envelope.to).toEqual(settings.to);
    expect(addresses(mail.header('To'))).toEqual(settings.to);
    expect(mail.rawHead).not.toMatch(/^bcc:/im);
    expect(mail.text).toContain('Reply-To is not set');
  });

  it('keeps very long fields within the line limits and the subject short', async () => {
    const long = (n: number) => 'W'.repeat(n);
    const { raw, mail, envelope } = await built(
      lead({ fullName: long(120), company: long(200), message: long(5000), serviceAreas: `https://${long(480)}.example`, email: `${long(64)}@${long(60)}.example` }),
    );
    // RFC 5322's hard limit, in the headers and in both bodies.
    expect(Math.max(...raw.split('\r\n').map((line) => line.length))).toBeLessThanOrEqual(998);
    const subject = decodeWords(mail.header('Subject')!);
    expect(subject.length).toBeLessThanOrEqual(200);
    expect(subject).toMatch(/^Contact form lead: W+… \(W+…\)$/);
    expect(mail.text).toContain(long(5000));
    expect(envelope.to).toEqual(settings.to);
    expect(headerNames(mail)).toEqual(EXPECTED_HEADERS);
  });
});

describe('over SMTP', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink(0, (raw) => (raw.includes('Reject Me') ? 550 : raw.includes('Busy Now') ? 451 : undefined));
  });
  afterAll(() => sink.close());

  it('delivers to exactly the configured recipients, whatever the visitor typed', async () => {
    await sendLeadEmail(lead({ fullName: 'Eve\r\nBcc: victim@evil.example', email: 'dana@x.example, victim@evil.example' }), notificationId, { ...settings, smtpUrl: sink.url });
    const received = sink.messages.at(-1)!;
    expect(received.rcptTo).toEqual(settings.to);
    expect(received.mailFrom).toBe('leads@brightline.example');
    const mail = parseMail(received.raw);
    expect(mail.rawHead).not.toMatch(/^bcc:/im);
    expect(mail.header('Reply-To')).toBeUndefined();
    expect(mail.text).toContain('/admin/leads#lead-');
  });

  it('reports a 5xx rejection as permanent and a 4xx one as worth retrying', async () => {
    const smtp = { ...settings, smtpUrl: sink.url };
    const rejected = await sendLeadEmail(lead({ fullName: 'Reject Me' }), notificationId, smtp).catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(Error);
    expect(isPermanent(rejected)).toBe(true);
    const busy = await sendLeadEmail(lead({ fullName: 'Busy Now' }), notificationId, smtp).catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(Error);
    expect(isPermanent(busy)).toBe(false);
  });
});
