import { LEAD_LIMITS } from '@/lib/leads/limits';
import { cleanText, contactSchema, floridaSchema, HONEYPOT_FIELD } from '@/lib/leads/schema';
import { newsletterSchema } from '@/lib/newsletter/schema';

const contact = { fullName: 'Dana Ortiz', email: 'Dana@Example.com', company: '', phone: '', serviceAreas: '', message: '', [HONEYPOT_FIELD]: '' };

describe('contact schema', () => {
  it('accepts the minimum and normalises it', () => {
    expect(contactSchema.parse(contact)).toMatchObject({ fullName: 'Dana Ortiz', email: 'dana@example.com', company: null, phone: null, serviceAreas: null, message: null });
  });

  it('stores a bare domain as an https URL', () => {
    expect(contactSchema.parse({ ...contact, serviceAreas: 'ortizroofing.com' }).serviceAreas).toBe('https://ortizroofing.com');
  });

  it.each([
    ['fullName', '', 'Please enter your full name'],
    ['email', '', 'Please enter your email address'],
    ['email', 'not-an-email', 'Please enter a valid email address, like name@company.com'],
    ['serviceAreas', 'javascript:alert(1)', 'Please enter a valid website address, like yourcompany.com'],
    ['serviceAreas', 'not a url', 'Please enter a valid website address, like yourcompany.com'],
    ['phone', 'call me maybe', 'Please enter a valid phone number, like (813) 555-0142'],
    ['fullName', 'x'.repeat(121), 'Please keep your name under 120 characters'],
    ['message', 'x'.repeat(5001), 'Please keep your message under 5,000 characters'],
    [HONEYPOT_FIELD, 'http://spam.example', 'Your message could not be sent. Please call us directly.'],
  ])('%s = %p → %s', (name, value, message) => {
    const result = contactSchema.safeParse({ ...contact, [name]: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain(message);
  });

  it('counts a posted line break (CRLF) once, as the page\'s counter does', () => {
    // 5,000 characters as typed: 50 lines of 99 characters and 49 line breaks, and one more to fill.
    const typed = `${Array.from({ length: 50 }, () => 'x'.repeat(99)).join('\n')}x`;
    expect(typed).toHaveLength(LEAD_LIMITS.message);
    const posted = typed.replace(/\n/g, '\r\n');
    expect(contactSchema.parse({ ...contact, message: posted }).message).toBe(typed);
    expect(contactSchema.safeParse({ ...contact, message: `${posted}x` }).success).toBe(false);
  });

  it('strips control characters and bidi overrides', () => {
    expect(cleanText('Dana\u0000 \u202EOrtiz\u0007\n')).toBe('Dana Ortiz');
    expect(contactSchema.parse({ ...contact, message: 'Line 1\nLine 2\u0000' }).message).toBe('Line 1\nLine 2');
  });
});

describe('submission id', () => {
  it('keeps a uuid (lower-cased) and treats anything else as no id', () => {
    const id = '3F2C8A4E-9B1D-4C6E-8F0A-1B2C3D4E5F60';
    expect(contactSchema.parse({ ...contact, submissionId: id }).submissionId).toBe(id.toLowerCase());
    expect(floridaSchema.parse({ fullName: 'Maria', company: 'Bayside', email: 'm@example.com', phone: '(727) 555-0188', submissionId: id }).submissionId).toBe(
      id.toLowerCase(),
    );
    for (const other of [undefined, '', 'not-a-uuid', "' or 1=1 --", [id, id].join(',')]) {
      expect(contactSchema.parse({ ...contact, submissionId: other }).submissionId).toBeNull();
    }
  });
});

describe('florida schema', () => {
  it('requires name, business, email and phone', () => {
    const result = floridaSchema.safeParse({ fullName: '', company: '', email: '', phone: '' });
    expect(result.error!.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['Please enter your name', 'Please enter your business name', 'Please enter your email address', 'Please enter your phone number']),
    );
  });
});

describe('newsletter schema', () => {
  it('needs a valid e-mail and a known form', () => {
    expect(newsletterSchema.safeParse({ email: 'a@b.co', source: 'footer' }).success).toBe(true);
    expect(newsletterSchema.safeParse({ email: 'nope', source: 'footer' }).success).toBe(false);
    expect(newsletterSchema.safeParse({ email: 'a@b.co', source: 'popup' }).success).toBe(false);
  });
});

describe('the forms\' maxLength is what the server accepts', () => {
  const florida = { fullName: 'Dana Ortiz', company: 'Ortiz Roofing', email: 'dana@example.com', phone: '(813) 555-0142', serviceAreas: '', message: '', [HONEYPOT_FIELD]: '' };
  // A value of exactly `length` characters that is otherwise valid for the field.
  const sized = (form: 'contact' | 'florida', name: keyof typeof LEAD_LIMITS, length: number) => {
    if (name === 'email') return `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    if (name === 'phone') return `+${'5'.repeat(25)}${' '.repeat(length - 33)}x123456`;
    if (name === 'serviceAreas' && form === 'contact') return `https://${'a'.repeat(length - 'https://.com'.length)}.com`;
    return 'x'.repeat(length);
  };
  const cases = [
    ...(['fullName', 'email', 'company', 'phone', 'message', 'serviceAreas'] as const).map((name) => ['contact', name, contactSchema, contact] as const),
    ...(['fullName', 'email', 'company', 'phone', 'message', 'serviceAreas'] as const).map((name) => ['florida', name, floridaSchema, florida] as const),
  ];

  it.each(cases)('%s %s: the limit passes, one more is refused', (form, name, schema, base) => {
    const limit = LEAD_LIMITS[name];
    expect(schema.safeParse({ ...base, [name]: sized(form, name, limit) }).error?.issues).toBeUndefined();
    expect(schema.safeParse({ ...base, [name]: sized(form, name, limit + 1) }).success).toBe(false);
  });
});
