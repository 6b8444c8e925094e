import type { APIRequestContext } from '@playwright/test';
import { cookieName, sessionToken } from './admin';
import { baseURL } from './servers';

const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'");

/** The hidden fields React renders into the n-th server-action form of a page (what a no-JS browser submits). */
export async function actionFields(request: APIRequestContext, path: string, formIndex: number): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text();
  const forms = [...html.matchAll(/<form[^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/g)];
  const form = forms[formIndex]?.[1];
  if (!form) throw new Error(`No action form #${formIndex} on ${path}`);
  const fields: Record<string, string> = {};
  for (const [, name, value] of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)) fields[name!] = decode(value ?? '');
  return fields;
}

/** Submits a form the way a browser without JavaScript does: a multipart POST to the page. */
export async function submitWithoutJs(
  request: APIRequestContext,
  path: string,
  formIndex: number,
  values: Record<string, string | string[]>,
  headers: Record<string, string> = {},
  hidden?: Record<string, string>,
) {
  const multipart: Record<string, string> = { ...(hidden ?? (await actionFields(request, path, formIndex))) };
  const repeated: [string, string][] = [];
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) value.forEach((v) => repeated.push([key, v]));
    else multipart[key] = value;
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(multipart)) form.append(key, value);
  for (const [key, value] of repeated) form.append(key, value);
  const response = await request.post(path, { multipart: form, headers: { origin: baseURL, ...headers } });
  return { status: response.status(), html: await response.text() };
}

/** The admin's CSV exports, read with a fresh session. */
export async function exportedCsv(request: APIRequestContext, which: 'contacts' | 'subscribers') {
  const token = await sessionToken();
  // maxRetries: a GET on a kept-alive socket the server closed at its idle timeout is reset
  // (ECONNRESET); a browser sends it again, and so does this. HTTP errors are not retried.
  const response = await request.get(`/admin/leads/export/${which}`, { headers: { cookie: `${cookieName}=${token}` }, maxRetries: 1 });
  return response.text();
}
