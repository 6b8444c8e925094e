import { z } from 'zod';
import { EMAIL_ADDRESS, isEmailAddress } from '@/lib/email-address';

describe('the e-mail address rule without zod', () => {
  it("is zod's own, so the forms and the mailer agree on every address", () => {
    expect(EMAIL_ADDRESS.source).toBe(z.regexes.email.source);
    expect(EMAIL_ADDRESS.flags).toBe(z.regexes.email.flags);
  });

  it('takes a plain mailbox and refuses the rest', () => {
    expect(isEmailAddress('jordan.lee@roofing-pros.example')).toBe(true);
    for (const bad of ['jordan', 'jordan@', '@example.com', 'a..b@example.com', 'jordan@example', 'Jordan <jordan@example.com>', 'a@b.com, c@d.com']) {
      expect(isEmailAddress(bad)).toBe(false);
    }
  });
});
