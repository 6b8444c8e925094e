/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { characterCount, LimitedTextAreaField } from '@/components/forms/limited-text-area';

const field = () => screen.getByRole('textbox', { name: 'Message' });
const hint = () => document.getElementById('message-hint')!;

describe('characterCount', () => {
  it('names the limit, counts from 80 % of it, and says by how much a text is over', () => {
    expect(characterCount(0, 5000)).toEqual({ state: 'under', text: 'Up to 5,000 characters.' });
    expect(characterCount(3999, 5000).state).toBe('under');
    expect(characterCount(4000, 5000)).toEqual({ state: 'near', text: '4,000 of 5,000 characters used.' });
    expect(characterCount(5000, 5000).state).toBe('near');
    expect(characterCount(20_000, 5000)).toEqual({
      state: 'over',
      text: '15,000 characters over the 5,000 limit. Please shorten it to send; nothing you typed has been cut.',
    });
  });
});

describe('LimitedTextAreaField', () => {
  it('keeps a pasted 20,000-character text whole and says it is over the limit', () => {
    render(<LimitedTextAreaField label="Message" name="message" limit={5000} />);
    expect(field()).not.toHaveAttribute('maxlength');
    expect(field()).toHaveAccessibleDescription('Up to 5,000 characters.');
    fireEvent.change(field(), { target: { value: 'x'.repeat(20_000) } });
    expect(field()).toHaveValue('x'.repeat(20_000));
    expect(hint()).toHaveTextContent('15,000 characters over the 5,000 limit.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('counts live near the limit, and tells screen readers once typing pauses', () => {
    jest.useFakeTimers();
    try {
      render(<LimitedTextAreaField label="Message" name="message" limit={5000} />);
      const live = document.querySelector('[aria-live="polite"]')!;
      fireEvent.change(field(), { target: { value: 'x'.repeat(4321) } });
      expect(hint()).toHaveTextContent('4,321 of 5,000 characters used.');
      expect(field()).not.toHaveAttribute('aria-invalid');
      expect(live).toHaveTextContent('');
      act(() => jest.advanceTimersByTime(1000));
      expect(live).toHaveTextContent('4,321 of 5,000 characters used.');
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts a text sent back after a refused submission, as the server renders it', () => {
    render(<LimitedTextAreaField label="Message" name="message" limit={5000} defaultValue={'y'.repeat(6000)} error="Please keep your message under 5,000 characters" />);
    expect(hint()).toHaveTextContent('1,000 characters over the 5,000 limit.');
    expect(field()).toHaveAccessibleDescription(/1,000 characters over.*Please keep your message under 5,000 characters/);
  });

  it('counts again after the form is reset', async () => {
    render(
      <form aria-label="form">
        <LimitedTextAreaField label="Message" name="message" limit={5000} />
      </form>,
    );
    fireEvent.change(field(), { target: { value: 'x'.repeat(4500) } });
    expect(hint()).toHaveTextContent('4,500 of 5,000');
    await act(async () => {
      (screen.getByRole('form') as HTMLFormElement).reset();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(hint()).toHaveTextContent('Up to 5,000 characters.');
  });
});
