/** @jest-environment node */
import { singleLine } from '@/lib/form-data';
import { postFormSchema } from '@/lib/posts/schema';
import { contactSchema, floridaSchema } from '@/lib/leads/schema';

// What a CR/LF typed or pasted into a one-line field becomes once saved: one line.
const post = { slug: 'a-b', excerpt: 'e', content: 'x' };
const lead = { email: 'dana@example.com', phone: '(813) 555-0142' };

describe('single-line fields lose control characters on save', () => {
  it('singleLine: breaks become spaces, invisible characters go, the ends are trimmed', () => {
    expect(singleLine('Storm ads\r\nBcc: all@example.com')).toBe('Storm ads Bcc: all@example.com');
    expect(singleLine(' A\tB\u2028C\u0000D\u202Ee\u001b ')).toBe('A B CDe');
    expect(singleLine(['first\nline', 'second'])).toBe('first line');
    expect(singleLine(undefined)).toBe('');
  });

  it('post title, author, tags and meta title', () => {
    const parsed = postFormSchema.parse({ ...post, title: 'Hurricane\r\nprep', author: 'Dana\nOrtiz', tags: ['storm\rads'], metaTitle: 'Meta\u0085title' });
    expect(parsed).toMatchObject({ title: 'Hurricane prep', author: 'Dana Ortiz', tags: ['storm ads'], metaTitle: 'Meta title' });
  });

  it('lead names, companies and phones, but not the message, which keeps its lines', () => {
    const contact = contactSchema.parse({ ...lead, fullName: 'Dana\r\nOrtiz', company: 'Ortiz\nRoofing', message: 'Line one\r\nLine two' });
    expect(contact).toMatchObject({ fullName: 'Dana Ortiz', company: 'Ortiz Roofing', message: 'Line one\nLine two' });
    const florida = floridaSchema.parse({ ...lead, fullName: 'Dana\rOrtiz', company: 'Ortiz\u2028Roofing', serviceAreas: 'Roofing\nGutters' });
    expect(florida).toMatchObject({ fullName: 'Dana Ortiz', company: 'Ortiz Roofing', serviceAreas: 'Roofing Gutters' });
  });
});
