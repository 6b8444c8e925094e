/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import * as lucide from 'lucide-react';
import * as icons from '@/components/ui/icons';

/** The drawing only: lucide adds its own class names and a key per element. */
function drawing(element: React.ReactElement) {
  const { container } = render(element);
  return container.querySelector('svg')!.innerHTML;
}

describe('server icons (components/ui/icons.ts, generated)', () => {
  const names = Object.keys(icons).filter((name) => /^[A-Z]/.test(name)) as Array<keyof typeof icons>;

  it('has every icon the site imports', () => {
    expect(names.length).toBeGreaterThan(50);
  });

  it.each(names)('%s draws exactly what lucide-react draws (regenerate after a lucide update)', (name) => {
    const Ours = icons[name] as icons.Icon;
    const Theirs = lucide[name as keyof typeof lucide] as React.ComponentType;
    expect(drawing(<Ours />)).toBe(drawing(<Theirs />));
  });

  it('is decorative by default and takes the caller’s class and label', () => {
    const { container, rerender } = render(<icons.Mail className="h-4 w-4" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('class')).toBe('h-4 w-4');
    rerender(<icons.Mail aria-hidden={false} role="img" aria-label="E-mail" />);
    expect(container.querySelector('svg')!.getAttribute('aria-label')).toBe('E-mail');
  });
});
