'use client';

import type { ActionState } from '@/lib/actions';
import { loadToast } from '@/components/ui/toaster-on-demand';

/**
 * A result as a toast: success when the server titled it, destructive on error. The toast
 * library is loaded on the first result, so it never travels with a public page; if it cannot
 * be fetched, the form's inline status region still says the same.
 */
export function toastResult(state: ActionState<unknown>) {
  const title = state.status === 'success' ? state.title : state.status === 'error' ? (state.title ?? 'Error') : undefined;
  if (!title) return;
  const success = state.status === 'success';
  loadToast()
    .then((toast) => (success ? toast.success(title, { description: state.message }) : toast.error(title, { description: state.message })))
    .catch(() => {});
}
