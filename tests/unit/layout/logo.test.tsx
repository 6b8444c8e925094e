/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { LogoArt, LogoMark } from '@/components/layout/logo';

/** The shapes of an SVG as tag + sorted drawing attributes, ignoring size and styling props. */
function shapes(svg: Element) {
  return Array.from(svg.querySelectorAll('rect, path, circle')).map((shape) => {
    const attrs = Array.from(shape.attributes)
      .map((attr) => `${attr.name}=${attr.value}`)
      .sort();
    return `${shape.tagName.toLowerCase()} ${attrs.join(' ')}`;
  });
}

describe('logo', () => {
  it('app/icon.svg is the same drawing as LogoArt', () => {
    const file = new DOMParser().parseFromString(readFileSync('app/icon.svg', 'utf8'), 'image/svg+xml').documentElement;
    const { container } = render(<LogoArt />);
    const art = container.querySelector('svg')!;
    expect(shapes(art)).toEqual(shapes(file));
    expect(art.getAttribute('viewBox')).toBe(file.getAttribute('viewBox'));
  });

  it('hides the header mark from assistive technology', () => {
    const { container } = render(<LogoMark />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
