/**
 * @jest-environment node
 *
 * The markup floor (`npm run audit -- --markup`) is only a fair comparison if the framework renders
 * exactly the DOM the site sent: React's output in, the same markup out.
 */
import { createElement, Suspense, use, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { markupToElements, revealStreamedContent } from '../fixtures/bare-app/app/markup';

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

describe('revealStreamedContent', () => {
  // A page like the blog's: a heading, then a list behind a skeleton, larger than React's 12.8 KB
  // progressive chunk, so React sends it apart and moves it in with an inline script.
  const posts = Array.from({ length: 300 }, (_, i) => `Post ${i}: how storm campaigns book roofing jobs`);
  const list = (titles: string[]) =>
    createElement('ul', null, ...titles.map((title) => createElement('li', { key: title }, createElement('a', { href: '#' }, title))));
  const List = ({ data }: { data: Promise<string[]> }) => list(use(data));
  const page = (content: ReactNode) =>
    createElement('main', null, createElement('h1', null, 'Blog'), content, createElement('footer', null, 'Brightline'));
  const skeleton = createElement('div', { role: 'status' }, createElement('div', { className: 'animate-pulse' }, 'Loading'));

  async function streamed() {
    const data = new Promise<string[]>((resolve) => setTimeout(() => resolve(posts), 5));
    const { prelude } = await prerender(page(createElement(Suspense, { fallback: skeleton }, createElement(List, { data }))));
    return new Response(prelude).text();
  }
  const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

  it('puts the content where the skeleton was, as the browser shows it', async () => {
    const html = await streamed();
    expect(html).toContain('<div hidden id="S:0">');
    expect(html).toContain('role="status"');

    const revealed = revealStreamedContent(html);
    expect(revealed).not.toContain('role="status"');
    expect(revealed).not.toContain('hidden id="S:0"');
    expect(renderToStaticMarkup(markupToElements(withoutScripts(revealed)))).toBe(renderToStaticMarkup(page(list(posts))));
  });

  it('fills a segment into its placeholder before the boundary is revealed ($RS, then $RC)', () => {
    const html =
      '<main><!--$?--><template id="B:0"></template><p role="status">Loading</p><!--/$--></main>' +
      '<div hidden id="S:0"><p>First</p><template id="P:1"></template></div><div hidden id="S:1"><p>Second</p></div>' +
      '<script>$RS("S:1","P:1")</script><script>$RC("B:0","S:0")</script>';
    expect(withoutScripts(revealStreamedContent(html))).toBe('<main><!--$--><p>First</p><p>Second</p><!--/$--></main>');
  });

  it('leaves markup without streamed content alone and refuses a missing segment', () => {
    const html = '<main><h1>Contact</h1><p>Call us</p></main>';
    expect(revealStreamedContent(html)).toBe(html);
    expect(() => revealStreamedContent('<!--$?--><template id="B:0"></template>x<!--/$--><script>$RC("B:0","S:0")</script>')).toThrow(
      'No segment S:0 for B:0',
    );
  });
});
