/**
 * Generated bad submissions for the lead forms. Every case must be refused with a message;
 * `token` is planted in each so the test can prove none of them was stored.
 */
export type HostileCase = { form: 'contact' | 'florida' | 'newsletter'; name: string; values: Record<string, string | string[]> };

const badEmails = [
  '', ' ', 'plainaddress', '@no-local.example', 'no-at.example.com', 'two@@example.com', 'a@b', 'a@.com', 'a@b..com', 'spaces in@example.com',
  '<script>alert(1)</script>@x.com', 'a@b.c\u0000om', '"quoted"@', `${'x'.repeat(250)}@example.com`, 'javascript:alert(1)', '\u202Eevil@example.com\u202C@',
  'a@b@c.com', 'a.@example.com', '.a@example.com', 'a@-example.com', 'a@example.com.', 'a@exa_mple.com', 'mailto:a@example.com', 'a@example..org',
  'emoji😀@', '=1+1@x', '@', 'a@', 'a @ b . c', '\t\n', 'user@[not-an-ip]', 'a@b.c,d@e.f',
];
const badUrls = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'not a url', 'ftp://files.example.com', 'http://', 'https://exa mple.com', 'https://', 'http:///', 'vbscript:msgbox(1)', `https://${'a'.repeat(600)}.com`];
const badPhones = ['call me', '12', '+1 (555) 0142 ext. 1234567', '<img src=x onerror=alert(1)>', '5'.repeat(45), '☎☎☎☎☎☎☎☎'];
const invisibleNames = ['\u0000', '\u202E\u202D', '\u0007\u0008', '   ', '\u0000\u0000\u0000'];
const honeypots = ['http://spam.example', 'x', '<a href=http://spam>', '0', 'buy now', '+1 555 0100'];

export function hostileCases(token: string): HostileCase[] {
  const cases: HostileCase[] = [];
  const contact = { fullName: `Hostile ${token}`, email: `hostile.${token}@example.com`, company: token, phone: '', serviceAreas: '', message: `probe ${token}` };
  const florida = { fullName: `Hostile ${token}`, company: `Biz ${token}`, email: `fl.${token}@example.com`, phone: '(813) 555-0100', serviceAreas: '', message: `probe ${token}` };

  for (const [form, base] of [['contact', contact], ['florida', florida]] as const) {
    const required = form === 'contact' ? ['fullName', 'email'] : ['fullName', 'company', 'email', 'phone'];
    for (const field of required) {
      cases.push({ form, name: `missing ${field}`, values: { ...base, [field]: '' } });
      for (const name of invisibleNames) cases.push({ form, name: `${field} only invisible characters`, values: { ...base, [field]: name } });
    }
    for (const email of badEmails) cases.push({ form, name: `email ${JSON.stringify(email).slice(0, 30)}`, values: { ...base, email } });
    for (const phone of badPhones) cases.push({ form, name: `phone ${phone.slice(0, 20)}`, values: { ...base, phone } });
    for (const [field, max] of Object.entries(form === 'contact' ? { fullName: 120, company: 200, message: 5000, serviceAreas: 500 } : { fullName: 120, company: 200, message: 5000, serviceAreas: 500 })) {
      for (const size of [max + 1, max * 10, 100_000]) cases.push({ form, name: `${field} ${size} chars`, values: { ...base, [field]: `${token}${'x'.repeat(size)}` } });
    }
    for (const value of honeypots) cases.push({ form, name: `honeypot ${value}`, values: { ...base, fax_number: value } });
    // Wrong types: the email sent as a list, an unknown extra field alone, nothing at all.
    cases.push({ form, name: 'email as repeated field with a bad first value', values: { ...base, email: ['bad', `ok.${token}@example.com`] } });
    cases.push({ form, name: 'no fields at all', values: { message: token } });
  }
  for (const serviceAreas of badUrls) cases.push({ form: 'contact', name: `website ${serviceAreas.slice(0, 30)}`, values: { ...contact, serviceAreas } });

  for (const email of badEmails) cases.push({ form: 'newsletter', name: `newsletter ${JSON.stringify(email).slice(0, 30)}`, values: { email, source: 'footer' } });
  for (const source of ['', 'popup', 'FOOTER', '<script>', 'b log']) cases.push({ form: 'newsletter', name: `newsletter source ${source}`, values: { email: `nl.${token}@example.com`, source } });
  for (const value of honeypots) cases.push({ form: 'newsletter', name: `newsletter honeypot ${value}`, values: { email: `nlhp.${token}@example.com`, source: 'footer', fax_number: value } });
  return cases;
}

/** What a refused submission may answer with: a field message or a form-level one. */
export const refusalMessages = [
  'Please enter your full name', 'Please enter your name', 'Please enter your business name', 'Please enter your email address',
  'Please enter your phone number', 'Please enter a valid email address', 'Please enter a valid phone number', 'Please enter a valid website address',
  'Please keep', 'Your message could not be sent', 'Unknown sign-up form',
];
