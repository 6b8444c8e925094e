import { messagePreview, PREVIEW_CHARS, PREVIEW_LINES } from '@/lib/leads/message-preview';

describe('messagePreview', () => {
  it('leaves a short message whole, and one only a little over the preview too', () => {
    expect(messagePreview('Quote for 40 roofs.')).toBeNull();
    expect(messagePreview('word '.repeat(95))).toBeNull();
    expect(messagePreview(Array.from({ length: 8 }, (_, i) => `Line ${i + 1}`).join('\n'))).toBeNull();
  });

  it('cuts a long message at a word near 400 characters and marks the cut', () => {
    const message = 'storm '.repeat(1000);
    const preview = messagePreview(message)!;
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_CHARS + 1);
    expect(preview.length).toBeGreaterThan(PREVIEW_CHARS * 0.75);
    expect(preview).toMatch(/storm…$/);
    expect(message.startsWith(preview.slice(0, -1))).toBe(true);
  });

  it('keeps the first six lines of a message of many short lines', () => {
    const lines = Array.from({ length: 40 }, (_, i) => `Line ${i + 1}`);
    expect(messagePreview(lines.join('\n'))).toBe(`${lines.slice(0, PREVIEW_LINES).join('\n')}…`);
  });

  it('cuts a text without spaces where the limit falls', () => {
    expect(messagePreview('x'.repeat(5000))).toBe(`${'x'.repeat(PREVIEW_CHARS)}…`);
  });
});
