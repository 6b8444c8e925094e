/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { JsonLd, serializeJsonLd } from '@/components/seo/json-ld';

describe('JSON-LD', () => {
  const hostile = { '@context': 'https://schema.org' as const, '@type': 'Thing' as const, name: '</script><script>alert(1)</script> & <!--' };

  it('escapes characters that could end the script element', () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('still parses back to the original data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });

  it('renders one ld+json script whose text cannot break out', () => {
    const { container } = render(<JsonLd data={hostile} />);
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.type).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(hostile);
  });
});
