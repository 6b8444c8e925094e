/**
 * @jest-environment node
 *
 * The markup floor (`npm run audit -- --markup`) is only a fair comparison if the framework renders
 * exactly the DOM the site sent: React's output in, the same markup out.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { markupToElements } from '../../fixtures/bare-app/app/markup';

const render = (html: string) => renderToStaticMarkup(markupToElements(html));

describe('markupToElements', () => {
  it('gives back the markup React rendered: classes, labels, inline styles, SVG attributes', () => {
    const html =
      '<header class="sticky top-0"><a href="#main" class="sr-only">Skip to content</a>' +
      '<svg viewBox="0 0 32 32" class="h-8 w-8" aria-hidden="true" focusable="false"><path d="M7 22.5 13 16" fill="none" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"></path></svg>' +
      '<div style="position:absolute;inset:0;--glow:0.4" data-floating-cta="">x</div></header>' +
      '<label for="email">Email</label><table><tbody><tr><td colSpan="2">a</td></tr></tbody></table>';
    expect(render(html)).toBe(html);
  });

  it('keeps boolean attributes, void elements, entities and form values', () => {
    const html =
      '<form noValidate="" method="POST"><input type="hidden" name="$ACTION_1:0" value="{&quot;id&quot;:&quot;7f&quot;}"/>' +
      '<input id="e" type="email" required="" autoComplete="email" maxLength="254" tabindex="-1"/>' +
      '<input type="checkbox" name="consent" checked=""/><textarea name="message">Roof &amp; gutters &lt;now&gt;</textarea><ul hidden=""><li>Tom&#x27;s “quote” — 24/7</li></ul><br/></form>';
    expect(render(html)).toBe(html);
  });

  it("leaves out React's comment markers and refuses markup it cannot balance", () => {
    expect(render('<p>Last updated<!-- --> <time dateTime="2026-11-01">November 1</time></p>')).toBe(
      '<p>Last updated <time dateTime="2026-11-01">November 1</time></p>',
    );
    expect(() => render('<div><p>open</div>')).toThrow('Unbalanced markup');
    expect(() => render('<div>')).toThrow('Unclosed <div>');
  });
});
