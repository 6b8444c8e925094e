import 'server-only';
import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/components';

export type RenderedEmail = { html: string; text: string };

/**
 * An e-mail's HTML and its text/plain part, both from one React tree: the text is the HTML read
 * as text (React Email's html-to-text settings: no images, each link as its words and then its
 * address, which every template writes absolute). Headings keep their case; nothing is Markdown.
 */
export async function renderEmail(email: ReactElement): Promise<RenderedEmail> {
  const html = await render(email);
  const text = toPlainText(html, {
    // A table of labelled values (the lead e-mail's) reads "Label: value", a line each.
    formatters: {
      label: (elem: { children: unknown[] }, walk: (nodes: unknown[], builder: unknown) => void, builder: { addInline: (text: string) => void }) => {
        walk(elem.children, builder);
        builder.addInline(': ');
      },
    },
    selectors: [
      { selector: 'table.fields', format: 'block' },
      { selector: 'tr.field', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
      { selector: 'th.field-label', format: 'label' },
      { selector: 'td.field-value', format: 'inline' },
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
      { selector: 'ul', options: { itemPrefix: ' - ' } },
    ],
  });
  return { html, text: text.replace(/\n{3,}/g, '\n\n').trim() };
}
