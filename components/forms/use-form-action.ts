'use client';

import { useActionState, useCallback, useEffect, useRef } from 'react';
import type { ActionState } from '@/lib/actions';
import { firstValue } from '@/lib/form-data';

type FormAction<T> = (previous: ActionState<T>, formData: FormData) => Promise<ActionState<T>>;

type Options<T> = {
  /** Shows each result once: a toast, a redirect. Inline messages render from `state`. */
  onResult?: (state: ActionState<T>) => void;
  /**
   * Handle the result as it arrives instead of after it renders, for a form the response itself
   * removes (signing in swaps the page; a deleted post leaves the list), and report a lost
   * connection instead of failing the page. The form then needs JavaScript, so the public
   * forms keep the default and still work without it.
   */
  onArrival?: boolean;
};

const idle = { status: 'idle' } as const;
const UNREACHABLE = { status: 'error', title: 'Error', message: 'The server could not be reached. Check your connection and try again.' } as const;

/** Every form's link to its server action: the state, its pending flag, and each result shown once. */
export function useFormAction<T = undefined>(action: FormAction<T>, { onResult, onArrival = false }: Options<T> = {}) {
  const show = useRef(onResult);
  useEffect(() => {
    show.current = onResult;
  });

  const handled = useCallback(
    async (previous: ActionState<T>, formData: FormData) => {
      const result: ActionState<T> = await action(previous, formData).catch(() => UNREACHABLE);
      show.current?.(result);
      return result;
    },
    [action],
  );
  const [state, formAction, pending] = useActionState<ActionState<T>, FormData>(onArrival ? handled : action, idle);

  // The state object changes once per submission, which is exactly when to show it.
  useEffect(() => {
    if (!onArrival && state.status !== 'idle') show.current?.(state);
  }, [state, onArrival]);

  return {
    state,
    formAction,
    pending,
    /** What was sent in a field, as the defaultValue after a failure. */
    value: (name: string) => firstValue(state.values?.[name]),
    /** The field's message from the schema. */
    error: (name: string) => state.fieldErrors?.[name]?.[0],
  };
}
