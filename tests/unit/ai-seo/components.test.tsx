/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GuideAccordion } from '@/components/marketing/guide-accordion';
import { GuideCopyButton } from '@/components/marketing/guide-copy-button';

const items = ['faq-schema', 'howto-schema', 'localbusiness-schema'].map((id) => ({ id, title: id, summary: `${id} summary`, content: <p>{id} body</p> }));

describe('GuideAccordion', () => {
  it('keeps one panel open at a time and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    render(<GuideAccordion label="Schema types" items={items} />);
    const [a, b] = screen.getAllByRole('button');
    expect(a).toHaveAttribute('aria-expanded', 'false');

    await user.click(a!);
    expect(a).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('faq-schema body')).toBeVisible();

    await user.click(b!);
    expect(a).toHaveAttribute('aria-expanded', 'false');
    expect(b).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('faq-schema body')).not.toBeVisible();

    await user.click(b!);
    expect(screen.getAllByRole('button').every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('ties each button to its region and keeps closed panels in the markup', () => {
    render(<GuideAccordion label="Schema types" items={items} defaultOpenId="howto-schema" />);
    const button = screen.getByRole('button', { name: /howto-schema/ });
    expect(button).toHaveAttribute('aria-controls', 'howto-schema-panel');
    expect(screen.getByRole('region', { name: /howto-schema/ })).toHaveAttribute('id', 'howto-schema-panel');
    expect(screen.getByText('localbusiness-schema body')).not.toBeVisible();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<GuideAccordion label="Schema types" items={items} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('button')[0]).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(screen.getAllByRole('button')[0]).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('GuideCopyButton', () => {
  it('copies the text, shows "Copied" and announces it', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<GuideCopyButton text='{"a":1}' label="Example" />);
    await user.click(screen.getByRole('button', { name: 'Copy Example' }));
    expect(writeText).toHaveBeenCalledWith('{"a":1}');
    expect(screen.getByRole('button', { name: 'Copy Example' })).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('Example copied to clipboard');
  });

  it('says so when the clipboard is unavailable', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    render(<GuideCopyButton text="x" label="Example" />);
    await user.click(screen.getByRole('button', { name: 'Copy Example' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
  });
});
