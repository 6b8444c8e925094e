'use client';

import type { ActionState } from '@/lib/actions';
import { loadToast } from '@/components/ui/toaster-on-demand';

// Every result toast shares one id, so a new result replaces the one before instead of stacking
// on it (an old 'Invalid Key' under 'Authenticated', an error under the success that followed).
const RESULT_TOAST = 'form-result';

/**
 * A result as a toast: success when the server titled it, destructive on error. The toast
 * library is loaded on the first result, so it never travels with a public page; if it cannot
 * be fetched, the form's inline status region still says the same.
 */
export function toastResult(state: ActionState<unknown>) {
  const title = state.status === 'success' ? state.title : state.status === 'error' ? (state.title ?? 'Error') : undefined;
  if (!title) return;
  const success = state.status === 'success';
  const options = { id: RESULT_TOAST, description: state.message };
  loadToast()
    .then((toast) => (success ? toast.success(title, options) : toast.error(title, options)))
    .catch(() => {});
}
