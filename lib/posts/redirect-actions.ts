'use server';

import { updateTag } from 'next/cache';
import { z } from 'zod';
import { adminAction, type ActionState } from '@/lib/actions';
import { recordAuditEvent } from '@/lib/audit';
import { firstValue } from '@/lib/form-data';
import { notifyIndexNow, redirectChangeUrls } from '@/lib/indexnow';
import { TAGS } from './cache-tags';
import { chainProblem, checkRedirect, REDIRECT_MESSAGES } from './redirect-rules';
import { pathOwner } from './route-owners';
import { postRepository } from './repository';
import { DuplicateRedirectError } from './types';

const text = z.preprocess((value) => firstValue(value) ?? '', z.string().max(2000, 'This is too long.'));

const refused = (field: 'source' | 'target', message: string): ActionState => ({
  status: 'error',
  title: 'Redirect not added',
  message,
  fieldErrors: { [field]: [message] },
});

export const addRedirect = adminAction(z.object({ source: text, target: text }), async ({ source, target }): Promise<ActionState> => {
  const checked = checkRedirect(source, target);
  if (!checked.ok) return refused(checked.field, checked.message);
  const repo = postRepository();
  try {
    // A redirect is served only where no page answers; one from a page's path would be dead.
    const owner = await pathOwner(checked.value.source);
    if (owner) return refused('source', owner === 'post' ? REDIRECT_MESSAGES.livePost : REDIRECT_MESSAGES.routed);
    // Every redirect, old slugs first so a manual one from the same path wins, as when served.
    const all = await repo.listRedirects();
    const existing = new Map([...all.filter((r) => r.kind === 'slug'), ...all.filter((r) => r.kind === 'manual')].map((r) => [r.source, r.target]));
    const problem = chainProblem(existing, checked.value);
    if (problem) return refused('target', REDIRECT_MESSAGES[problem]);
    const created = await repo.createRedirect(checked.value);
    updateTag(TAGS.redirects);
    notifyIndexNow(redirectChangeUrls(created.source));
    await recordAuditEvent('redirect-created', { source: created.source, target: created.target });
    return { status: 'success', title: 'Redirect added', message: `${created.source} now redirects to ${created.target}` };
  } catch (error) {
    if (error instanceof DuplicateRedirectError) return refused('source', REDIRECT_MESSAGES.duplicate);
    console.error('Adding a redirect failed', error);
    return { status: 'error', title: 'Error', message: 'The redirect could not be saved. Try again.' };
  }
});

export const removeRedirect = adminAction(z.object({ source: text }), async ({ source }): Promise<ActionState> => {
  try {
    if (!(await postRepository().deleteRedirect(source))) return { status: 'error', title: 'Error', message: 'This redirect no longer exists.' };
    updateTag(TAGS.redirects);
    notifyIndexNow(redirectChangeUrls(source));
    await recordAuditEvent('redirect-deleted', { source });
    return { status: 'success', title: 'Redirect removed', message: `${source} no longer redirects` };
  } catch (error) {
    console.error('Removing a redirect failed', error);
    return { status: 'error', title: 'Error', message: 'The redirect could not be removed. Try again.' };
  }
});
