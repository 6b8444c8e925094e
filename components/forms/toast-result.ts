'use client';

import { toast } from 'sonner';
import type { ActionState } from '@/lib/actions';

/**
 * A result as a toast: success when the server titled it, destructive on error. Only pages that
 * render <Toaster /> use it, so sonner stays off the others.
 */
export function toastResult(state: ActionState<unknown>) {
  if (state.status === 'success' && state.title) toast.success(state.title, { description: state.message });
  if (state.status === 'error') toast.error(state.title ?? 'Error', { description: state.message });
}
