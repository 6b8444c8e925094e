import type { APIRequestContext } from '@playwright/test';
import { accessibleName, byRole, byTestId, byText, headingLevels, inOrder, serverHtml, shown, single, text } from '../../helpers/server-html';

/** A request context that answers every path with `html`, as the e2e server would. */
const answering = (html: string) =>
  ({ get: async (path: string) => ({ url: () => `http://localhost${path}`, text: async () => html, status: () => 200 }) }) as unknown as APIRequestContext;

const page = `<!doctype html><html><head><title>T</title></head><body>
  <header><a href="#main" class="sr-only">Skip to content</a><a href="/" aria-label="Home page"><svg aria-hidden="true"></svg>Logo</a></header>
  <main id="main">
    <h1>Title <span class="sr-only">for readers</span></h1>
    <section aria-labelledby="s1"><h2 id="s1">Section</h2><h3>Deep</h3></section>
    <section><h2>Unnamed</h2></section>
    <p hidden>Hidden copy</p>
    <div style="display: none"><a href="/gone">Gone</a></div>
    <div class="hidden"><a href="/tailwind-hidden">Tailwind hidden</a></div>
    <div class="hidden lg:block"><a href="/wide">Wide screens</a></div>
    <div aria-hidden="true"><a href="/decor">Decor</a></div>
    <template><a href="/template">Template</a></template>
    <label for="email">Email</label><input id="email" type="email">
    <label>Phone <input type="tel"></label>
    <img src="/a.png" alt="A chart"><img src="/b.png" alt="">
    <div data-testid="card"><p>Deliverables</p><ul><li>One</li><li>Two</li></ul></div>
  </main>
  <aside aria-label="Sidebar"><button>Subscribe</button></aside>
</body></html>`;

describe('serverHtml and its queries', () => {
  let document: Document;
  beforeAll(async () => {
    ({ document } = await serverHtml(answering(page), '/'));
  });

  test('reads visibility from markup: hidden, display:none, Tailwind hidden and templates are not shown', () => {
    const link = (href: string) => document.querySelector(`a[href="${href}"]`) ?? document.querySelector('template')!.content.querySelector(`a[href="${href}"]`)!;
    expect(shown(document.querySelector('h1')!)).toBe(true);
    expect(shown(document.querySelector('p[hidden]')!)).toBe(false);
    expect(shown(link('/gone'))).toBe(false);
    expect(shown(link('/tailwind-hidden'))).toBe(false);
    expect(shown(link('/wide'))).toBe(true);
    expect(shown(link('/template'))).toBe(false);
  });

  test('finds roles as the accessibility tree has them', () => {
    expect(byRole(document, 'link').map((a) => a.getAttribute('href'))).toEqual(['#main', '/', '/wide']);
    expect(byRole(document, 'heading', { level: 2 }).map(text)).toEqual(['Section', 'Unnamed']);
    expect(byRole(document, 'region')).toHaveLength(1);
    expect(byRole(document, 'complementary', { name: 'Sidebar' })).toHaveLength(1);
    expect(byRole(document, 'img').map(accessibleName)).toEqual(['A chart']);
    expect(byRole(document, 'banner')).toHaveLength(1);
    expect(byRole(document, 'textbox', { name: 'Email', exact: true }).map((input) => input.getAttribute('type'))).toEqual(['email']);
    expect(byRole(document, 'textbox', { name: 'Phone', exact: true })).toHaveLength(1);
  });

  test("matches names as Playwright does: any part and any case, unless exact; aria-label wins", () => {
    expect(byRole(document, 'link', { name: 'home page' })).toHaveLength(1);
    expect(byRole(document, 'link', { name: 'Logo' })).toHaveLength(0);
    expect(byRole(document, 'heading', { name: 'title for' })).toHaveLength(1);
    expect(byRole(document, 'heading', { name: 'Title', exact: true })).toHaveLength(0);
    expect(byRole(document, 'button', { name: /^Sub/ })).toHaveLength(1);
  });

  test('finds the innermost element holding a text, and the one element a locator would', () => {
    const card = single(byTestId(document, 'card'));
    expect(byText(card, 'deliverables').map((element) => element.tagName)).toEqual(['P']);
    expect(byText(document, 'One', { exact: true })).toHaveLength(1);
    expect(() => single(byRole(document, 'heading', { level: 2 }))).toThrow('expected one element, found 2');
    expect(headingLevels(document)).toEqual([1, 2, 3, 2]);
  });
});

describe('inOrder', () => {
  test('finds each part in a later text than the last, skipping texts between, as toContainText([...]) does', () => {
    expect(inOrder(['Roofing', 'Mold', 'Tree removal', 'Extra'], ['Roof', 'Tree'])).toEqual(['Roofing', 'Tree removal']);
    expect(inOrder(['Tree removal', 'Roofing'], ['Roof', 'Tree'])).toEqual(['Roofing', '']);
  });
});
