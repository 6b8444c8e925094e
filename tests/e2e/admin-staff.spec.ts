import { expect, request as playwrightRequest, test, type BrowserContext, type Page } from '@playwright/test';
import { captureAction, cookieName, signIn, withAuthenticator } from '../helpers/admin';
import { submitWithoutJs } from '../helpers/forms';
import { parseMail, startSmtpSink } from '../helpers/mail';
import { baseURL, smtpSinkPort } from '../helpers/servers';

/**
 * Issue 31, the whole story in Chromium with a virtual authenticator (the DevTools protocol's
 * WebAuthn domain): the Owner invites an Editor and a Contributor, each creates a passkey and
 * signs in with it, and the server refuses what each role may not do, whatever the request.
 */

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const editor = { name: `Erin Editor ${run}`, email: `erin-${run}@brightline.example` };
const contributor = { name: `Cory Contributor ${run}`, email: `cory-${run}@brightline.example` };
const draft = { title: `Contributor draft ${run}`, slug: `contributor-draft-${run}` };

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let owner: { context: BrowserContext; page: Page };
let editorSide: { context: BrowserContext; page: Page };
let contributorSide: { context: BrowserContext; page: Page };
const invitations: Record<string, string> = {};

async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === cookieName);
  if (!cookie) throw new Error('No session cookie');
  return `${cookieName}=${cookie.value}`;
}


/** Sends a captured action again with someone else's session cookie; answers the response text. */
async function replay(action: { headers: Record<string, string>; body: Buffer }, path: string, cookie: string) {
  const client = await playwrightRequest.newContext({ baseURL });
  const response = await client.post(path, {
    headers: { 'next-action': action.headers['next-action']!, 'content-type': action.headers['content-type']!, origin: baseURL, accept: 'text/x-component', cookie },
    data: action.body,
    maxRedirects: 0,
  });
  const text = await response.text();
  await client.dispose();
  return text;
}

async function invite(person: { name: string; email: string }, role: string) {
  const { page } = owner;
  await page.goto('/admin/staff');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(person.name);
  await page.getByLabel('E-mail address').fill(person.email);
  await page.getByLabel('Role', { exact: true }).selectOption(role);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const link = page.getByLabel('Invitation link (shown once)');
  await expect(link).toHaveValue(new RegExp(`^${baseURL}/admin/invite/[A-Za-z0-9_-]{43}$`));
  invitations[person.email] = await link.inputValue();
  await expect(page.getByRole('listitem', { name: person.name })).toContainText('Invited');
}

async function mailTo(address: string, subject: RegExp) {
  await expect.poll(() => sink.messages.filter((m) => m.rcptTo.includes(address)).map((m) => parseMail(m.raw)).find((m) => subject.test(m.header('Subject') ?? '')), { timeout: 15_000 }).toBeTruthy();
  const mail = sink.messages
    .filter((m) => m.rcptTo.includes(address))
    .map((m) => parseMail(m.raw))
    .filter((m) => subject.test(m.header('Subject') ?? ''))
    .at(-1)!;
  return mail.text ?? '';
}

async function accept(side: { page: Page }, email: string) {
  const { page } = side;
  await page.goto(invitations[email]!);
  await expect(page.getByRole('heading', { name: 'Join the admin' })).toBeVisible();
  await page.getByLabel('Name this passkey').fill('Work laptop');
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Admin' })).toBeVisible();
}

async function signInWithPasskey(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Admin' })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  sink = await startSmtpSink(smtpSinkPort);
  owner = { context: await browser.newContext(), page: undefined as unknown as Page };
  await signIn(owner.context);
  owner.page = await owner.context.newPage();
  owner.page.on('dialog', (dialog) => dialog.accept());
  editorSide = await withAuthenticator(browser);
  contributorSide = await withAuthenticator(browser);
});

test.afterAll(async () => {
  await Promise.all([owner?.context.close(), editorSide?.context.close(), contributorSide?.context.close()]);
  await sink?.close();
});

test('an invitation refuses a name that reads as the Owner, and keeps what was typed', async () => {
  const { page } = owner;
  await page.goto('/admin/staff');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Own\u200Ber');
  await page.getByLabel('E-mail address').fill(`mallory-${run}@brightline.example`);
  await page.getByLabel('Role', { exact: true }).selectOption('administrator');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('This name reads as the Owner or a role in the admin.').first()).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(`mallory-${run}@brightline.example`);
  await expect(page.getByLabel('Invitation link (shown once)')).toHaveCount(0);
});

test('the Owner invites an Editor and a Contributor; the link is shown once and e-mailed', async () => {
  await invite(editor, 'editor');
  await invite(contributor, 'contributor');
  const text = await mailTo(editor.email, /invited/);
  expect(text).toContain(invitations[editor.email]);
  expect(text).toContain('as Editor');
});

test('each accepts with a passkey, and signs in with it again', async () => {
  await accept(editorSide, editor.email);
  await accept(contributorSide, contributor.email);

  // A used invitation says so.
  await editorSide.page.goto(invitations[editor.email]!);
  await expect(editorSide.page.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();

  for (const side of [editorSide, contributorSide]) {
    await side.page.goto('/admin');
    await side.page.getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(side.page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await signInWithPasskey(side.page);
  }

  await owner.page.goto('/admin/activity');
  // Who acted, by identity: a person with the address that tells them apart, the Owner as the key.
  await expect(owner.page.getByRole('row').filter({ hasText: `by ${editor.name} · ${editor.email}` }).filter({ hasText: 'Signed in' }).first()).toBeVisible();
  await expect(owner.page.getByRole('row').filter({ hasText: 'Person invited' }).filter({ hasText: 'by Owner (admin key)' }).first()).toBeVisible();
});

test('each role sees only its own sections', async () => {
  const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
  await editorSide.page.goto('/admin');
  await expect(nav(editorSide.page).getByRole('link', { name: 'Redirects' })).toBeVisible();
  await expect(nav(editorSide.page).getByRole('link', { name: 'AI visibility' })).toHaveAttribute('href', '/admin/ai-visibility');
  for (const hidden of ['Leads', 'Activity', 'Staff']) await expect(nav(editorSide.page).getByRole('link', { name: hidden })).toHaveCount(0);
  await expect(editorSide.page.getByRole('link', { name: 'Leads inbox' })).toHaveCount(0);
  await editorSide.page.goto('/admin/ai-visibility');
  await expect(editorSide.page.getByRole('heading', { level: 1, name: 'AI visibility' })).toBeVisible();

  await contributorSide.page.goto('/admin');
  for (const hidden of ['Leads', 'Activity', 'Staff', 'Redirects', 'AI visibility']) await expect(nav(contributorSide.page).getByRole('link', { name: hidden })).toHaveCount(0);
  // AI visibility is an Editor's, not a Contributor's: the page and its CSV refuse one.
  await contributorSide.page.goto('/admin/ai-visibility');
  await expect(contributorSide.page).toHaveURL(/\/admin\/not-permitted/);
  expect((await contributorSide.page.request.get('/admin/ai-visibility/export')).status()).toBe(403);
  await contributorSide.page.goto('/admin/posts/new');
  await expect(contributorSide.page.getByText('Publish immediately')).toHaveCount(0);
  await expect(contributorSide.page.getByLabel('Publish at')).toHaveCount(0);
});

test("the Contributor's draft cannot be published by the Contributor, and can be by the Editor", async () => {
  const { page } = contributorSide;
  await page.goto('/admin/posts/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(draft.title);
  await page.getByLabel('Slug').fill(draft.slug);
  await page.getByLabel('Excerpt').fill('A draft for review.');
  await page.locator('#post-content').fill('Body of the draft.');
  await expect(page.getByLabel('Author')).toHaveValue(contributor.name);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Admin' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: draft.title });
  await expect(card).toContainText('Draft');
  await expect(card.getByRole('button', { name: /Delete/ })).toHaveCount(0);

  // The Owner's real "publish" request for that draft, replayed with the Contributor's cookie.
  await owner.page.goto('/admin');
  await owner.page.getByRole('link', { name: `Edit “${draft.title}”` }).click();
  await owner.page.getByLabel('Publish immediately').check();
  await owner.page.route('**/admin/posts/*/edit', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
  const publish = await captureAction(owner.page, () => owner.page.getByRole('button', { name: 'Update Post' }).click());
  await owner.page.unroute('**/admin/posts/*/edit');
  const refused = await replay(publish, '/admin', await sessionCookie(contributorSide.context));
  expect(refused).toContain('Your role does not allow this');
  expect(refused).not.toContain('Blog post updated successfully');
  expect((await owner.page.request.get(`/blog/${draft.slug}`)).status()).toBe(404);

  // The Editor publishes it through the form.
  await editorSide.page.goto('/admin');
  await editorSide.page.getByRole('link', { name: `Edit “${draft.title}”` }).click();
  await editorSide.page.getByLabel('Publish immediately').check();
  await editorSide.page.getByRole('button', { name: 'Update Post' }).click();
  await expect(editorSide.page.getByRole('heading', { level: 1, name: 'Blog Admin' })).toBeVisible();
  await expect.poll(async () => (await editorSide.page.request.get(`/blog/${draft.slug}`)).status(), { timeout: 30_000 }).toBe(200);

  // The revisions name who saved.
  await owner.page.goto('/admin');
  await owner.page.getByRole('link', { name: `Edit “${draft.title}”` }).click();
  await expect(owner.page.getByText(editor.name).first()).toBeVisible();
  await expect(owner.page.getByText(contributor.name).first()).toBeVisible();
});

/** Creates a draft through the editor and answers its id (from its Edit link). */
async function writeDraft(page: Page, post: { title: string; slug: string }) {
  await page.goto('/admin/posts/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(post.title);
  await page.getByLabel('Slug').fill(post.slug);
  await page.getByLabel('Excerpt').fill(`Excerpt of ${post.title}.`);
  await page.locator('#post-content').fill(`Secret body of ${post.title}.`);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Admin' })).toBeVisible();
  const href = await page.getByRole('link', { name: `Edit “${post.title}”` }).getAttribute('href');
  return /\/admin\/posts\/([0-9a-f-]{36})\/edit/.exec(href ?? '')![1]!;
}

test('draft mode shows a person only what their role may open, for their session only', async ({ browser }) => {
  const ownerDraft = { title: `Owner secret draft ${run}`, slug: `owner-secret-draft-${run}` };
  const ownDraft = { title: `Cory preview draft ${run}`, slug: `cory-preview-draft-${run}` };
  const ownerDraftId = await writeDraft(owner.page, ownerDraft);
  const ownDraftId = await writeDraft(contributorSide.page, ownDraft);
  const { page, context } = contributorSide;

  // The post list shows each role what it may open: the Contributor her own, the Editor every post.
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: `Edit “${ownDraft.title}”` })).toBeVisible();
  await expect(page.getByText(ownerDraft.title)).toHaveCount(0);
  await editorSide.page.goto('/admin');
  await expect(editorSide.page.getByRole('link', { name: `Edit “${ownerDraft.title}”` })).toBeVisible();

  // Her own draft opens at its public address, with the preview banner.
  await page.goto(`/admin/preview/${ownDraftId}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${ownDraft.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: ownDraft.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible();

  // Someone else's draft stays hidden in draft mode, as in the editor.
  const other = await page.goto(`/blog/${ownerDraft.slug}`);
  expect(other?.status()).toBe(404);
  await expect(page.getByText(`Secret body of ${ownerDraft.title}`)).toHaveCount(0);
  expect((await page.request.get(`/admin/preview/${ownerDraftId}`, { maxRedirects: 0 })).status()).toBe(403);

  // The draft-mode cookies: not SameSite=None, gone with the session at the latest.
  const cookies = await context.cookies();
  const bypass = cookies.find((c) => c.name === '__prerender_bypass');
  expect(bypass?.sameSite).toBe('Strict');
  expect(bypass!.expires * 1000).toBeLessThanOrEqual(Date.now() + 8 * 3600_000 + 60_000);
  const previewCookies = cookies.filter((c) => c.name === '__prerender_bypass' || c.name.includes('bg_admin_preview'));
  expect(previewCookies).toHaveLength(2);

  // An Editor may open every post: the Owner's draft previews for them.
  await editorSide.page.goto(`/admin/preview/${ownerDraftId}`);
  await expect(editorSide.page.getByRole('heading', { level: 1, name: ownerDraft.title })).toBeVisible();

  // Copied to a browser with no session, the draft-mode cookies show nothing, are deleted, and
  // the public pages come from the cache again.
  const stranger = await browser.newContext();
  await stranger.addCookies(previewCookies.map(({ name, value }) => ({ name, value, url: baseURL.replace(/^http:/, 'https:'), secure: true, httpOnly: true, sameSite: 'Strict' as const })));
  const strangerPage = await stranger.newPage();
  expect((await strangerPage.goto(`/blog/${ownDraft.slug}`))?.status()).toBe(404);
  expect((await stranger.cookies()).filter((c) => c.name === '__prerender_bypass')).toEqual([]);
  await stranger.addCookies(previewCookies.map(({ name, value }) => ({ name, value, url: baseURL.replace(/^http:/, 'https:'), secure: true, httpOnly: true, sameSite: 'Strict' as const })));
  const list = await stranger.request.get('/blog');
  // Through the page cache (a draft-mode render bypasses it: no x-nextjs-cache, no-store).
  const cache = list.headers()['x-nextjs-cache'] ?? (list.headers()['x-nextjs-prerender'] ? 'PRERENDER' : undefined);
  expect(cache).toMatch(/^(HIT|STALE|MISS|PRERENDER)$/);
  expect(list.headers()['cache-control']).not.toContain('no-store');
  expect(list.headers()['set-cookie']).toMatch(/__prerender_bypass=;/);
  await stranger.close();

  // Signing out ends draft mode.
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  expect((await context.cookies()).filter((c) => c.name === '__prerender_bypass' || c.name.includes('bg_admin_preview'))).toEqual([]);
  expect((await page.goto(`/blog/${ownDraft.slug}`))?.status()).toBe(404);
  await signInWithPasskey(page);
});

test('the Editor is refused the leads inbox and the CSV export, by the page and by a replayed request', async ({ request }) => {
  const email = `staff-lead-${run}@example.com`;
  await submitWithoutJs(request, '/contact', 0, { fullName: 'Staff Lead', email, message: 'Hello' }, { 'x-real-ip': '203.0.113.131' });

  const { page } = editorSide;
  await page.goto('/admin/leads');
  await expect(page).toHaveURL(/\/admin\/not-permitted$/);
  await expect(page.getByRole('heading', { name: 'Not available for your role' })).toBeVisible();
  await page.goto('/admin/sources');
  await expect(page).toHaveURL(/\/admin\/not-permitted$/);

  const cookie = await sessionCookie(editorSide.context);
  const client = await playwrightRequest.newContext({ baseURL });
  const csv = await client.get('/admin/leads/export/contacts', { headers: { cookie } });
  expect(csv.status()).toBe(403);
  expect(await csv.text()).not.toContain(email);
  await client.dispose();

  // The Owner's real lead update, replayed with the Editor's cookie, changes nothing.
  await owner.page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  const card = owner.page.getByRole('list', { name: 'Contact requests' }).getByRole('listitem').first();
  await card.getByLabel('Status', { exact: true }).selectOption('lost');
  await owner.page.route('**/admin/leads*', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
  const update = await captureAction(owner.page, () => card.getByRole('button', { name: /^Save status and note/ }).click());
  await owner.page.unroute('**/admin/leads*');
  const refused = await replay(update, '/admin/leads', cookie);
  expect(refused).toContain('Your role does not allow this');
  await owner.page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  await expect(card.getByTestId('lead-status')).toHaveText('New');
});

test("the Owner suspends the Editor, and the Editor's open page is signed out on its next request", async () => {
  await editorSide.page.goto('/admin');
  await expect(editorSide.page.getByRole('heading', { level: 1, name: 'Blog Admin' })).toBeVisible();

  await owner.page.goto('/admin/staff');
  const row = owner.page.getByRole('listitem', { name: editor.name });
  // The site's own dialog, as for deleting a post, not the browser's confirm box.
  await row.getByRole('button', { name: `Suspend: ${editor.name}` }).click();
  const dialog = owner.page.getByRole('alertdialog', { name: `Suspend ${editor.name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(row).toContainText('Suspended');

  await editorSide.page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Redirects' }).click();
  await expect(editorSide.page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  // Nor can the passkey bring them back while suspended.
  await editorSide.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(editorSide.page.getByRole('alert').filter({ hasText: 'Passkey not accepted' })).toBeVisible();

  await owner.page.goto('/admin/activity');
  await expect(owner.page.getByRole('row').filter({ hasText: 'Person suspended' }).filter({ hasText: editor.name }).first()).toBeVisible();
});

test('a sign-in link arrives at the SMTP sink and works once; the answer never tells who is staff', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const answer = async (address: string) => {
    await page.goto('/admin');
    await page.getByLabel('E-mail address').fill(address);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Check your e-mail' });
    await expect(status).toBeVisible();
    return status.textContent();
  };
  const forStaff = await answer(contributor.email);
  const forStranger = await answer(`nobody-${run}@example.com`);
  expect(forStranger).toBe(forStaff);

  const text = await mailTo(contributor.email, /sign-in link/);
  const link = /https?:\/\/\S+\/admin\/sign-in\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  expect(link).toBeTruthy();
  expect(sink.messages.some((m) => m.rcptTo.includes(`nobody-${run}@example.com`))).toBe(false);

  await page.goto(link!);
  await page.getByRole('button', { name: 'Sign in to the admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Admin' })).toBeVisible();

  const again = await browser.newContext();
  const second = await again.newPage();
  await second.goto(link!);
  await expect(second.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
  await again.close();
  await context.close();
});
