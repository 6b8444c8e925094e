'use server';

import { updateTag } from 'next/cache';
import { z } from 'zod';
import { adminAction, type ActionState } from '@/lib/actions';
import { recordAuditEvent } from '@/lib/audit';
import { firstValue } from '@/lib/form-data';
import { notifyIndexNow, redirectChangeUrls } from '@/lib/indexnow';
import { TAGS } from './cache-tags';
import { blogSlugOf } from './redirect-rows';
import { checkRedirect, REDIRECT_MESSAGES, wouldLoop } from './redirect-rules';
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
    const slug = blogSlugOf(checked.value.source);
    if (slug && (await repo.getBySlug(slug))) return refused('source', REDIRECT_MESSAGES.livePost);
    if (await wouldLoop(checked.value, (path) => repo.findRedirect(path))) return refused('target', REDIRECT_MESSAGES.loop);
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
