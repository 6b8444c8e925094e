'use client';

import { useEffect } from 'react';
import { toast } from 'sonner';
import type { ActionState } from '@/lib/actions';

/** Announces each new action result once: a success toast, or a destructive one. */
export function useResultToast(state: ActionState, onError?: (state: ActionState) => void) {
  useEffect(() => {
    if (state.status === 'success' && state.title) toast.success(state.title, { description: state.message });
    if (state.status === 'error') {
      toast.error(state.title ?? 'Error', { description: state.message });
      onError?.(state);
    }
    // The state object changes once per submission, which is exactly when to announce.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
}
