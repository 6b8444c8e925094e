/** @jest-environment node */
import { escapeXml } from '@/lib/xml';

describe('escapeXml', () => {
  it('escapes all five markup characters, ampersand first so nothing is escaped twice', () => {
    expect(escapeXml(`<a href="x" title='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; title=&apos;y&apos;&gt;&amp;amp;&lt;/a&gt;');
  });

  it('drops characters XML forbids and keeps the rest of the text as it was', () => {
    expect(escapeXml('Storms\u0001 & leads \u{1F327} — ok')).toBe('Storms &amp; leads \u{1F327} — ok');
  });
});
