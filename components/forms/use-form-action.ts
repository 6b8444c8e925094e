'use client';

import { useActionState, useCallback, useEffect, useRef } from 'react';
import { unstable_rethrow } from 'next/navigation';
import type { ActionState } from '@/lib/actions';
import { firstValue, formValues } from '@/lib/form-data';
import { randomUuid, SUBMISSION_ID_FIELD } from '@/lib/ids';
import { reportLead, type LeadForm } from '@/components/seo/lead-event';
import { useHydrated } from './use-hydrated';

type FormAction<T> = (previous: ActionState<T>, formData: FormData) => Promise<ActionState<T>>;
type Failure = { readonly title: string; readonly message: string };

type Options<T> = {
  /** Shows each result once: a toast, a redirect. Inline messages render from `state`. */
  onResult?: (state: ActionState<T>) => void;
  /**
   * Handle the result as it arrives instead of after it renders, for a form the response itself
   * removes (signing in swaps the page; a deleted post leaves the list).
   */
  onArrival?: boolean;
  /**
   * What the form says when its request fails on the way (a proxy's 502, a dropped connection,
   * a restarted server): the form's own failure copy. A module constant, not a new object per render.
   */
  failure?: Failure;
  /**
   * Send a submission id with the form: made when it is first sent, kept through failed attempts
   * and replaced after a success. A resend of a request whose answer was lost carries the same id,
   * so the server can store it once.
   */
  submissionId?: boolean;
  /**
   * Whether the server HTML posts the form to its action without JavaScript (the public forms).
   * Off for forms that need script anyway (the admin's): their HTML then carries no action state.
   */
  progressive?: boolean;
  /** A lead form: each success sends GA4's generate_lead event with this name (when GA4 is configured). */
  leadForm?: LeadForm;
};

const idle = { status: 'idle' } as const;
const UNREACHABLE: Failure = { title: 'Error', message: 'The server could not be reached. Check your connection and try again.' };

/**
 * Every form's link to its server action: the state, its pending flag, and each result shown
 * once. A request that fails on the way becomes an error state like any other, with what was
 * sent, instead of an exception that would replace the page (and everything typed) with an
 * error screen.
 */
export function useFormAction<T = undefined>(action: FormAction<T>, { onResult, onArrival = false, failure = UNREACHABLE, submissionId = false, progressive = true, leadForm }: Options<T> = {}) {
  const show = useRef(onResult);
  useEffect(() => {
    show.current = onResult;
  });
  const submission = useRef<string | null>(null);

  // The server action itself drives the form in the server HTML and until hydration, so the form
  // also posts without JavaScript; the answer to such a post arrives as this state.
  const [posted, postAction] = useActionState(action, idle);

  const guarded = useCallback(
    async (previous: ActionState<T>, formData: FormData): Promise<ActionState<T>> => {
      if (submissionId) formData.set(SUBMISSION_ID_FIELD, (submission.current ??= randomUuid()));
      let result: ActionState<T>;
      try {
        result = await action(previous, formData);
      } catch (error) {
        // A redirect or notFound() from the action is navigation, not failure.
        unstable_rethrow(error);
        result = { status: 'error', title: failure.title, message: failure.message, values: formValues(formData) };
      }
      if (result.status === 'success') submission.current = null;
      if (onArrival) show.current?.(result);
      return result;
    },
    [action, failure, onArrival, submissionId],
  );
  const [state, dispatch, pending] = useActionState<ActionState<T>, FormData>(guarded, posted);
  const hydrated = useHydrated();

  // The state object changes once per submission, which is exactly when to show it.
  useEffect(() => {
    if (!onArrival && state.status !== 'idle') show.current?.(state);
    if (leadForm && state.status === 'success') reportLead(leadForm);
  }, [state, onArrival, leadForm]);

  return {
    state,
    formAction: progressive && !hydrated ? postAction : dispatch,
    pending,
    /** What was sent in a field, as the defaultValue after a failure. */
    value: (name: string) => firstValue(state.values?.[name]),
    /** The field's message from the schema. */
    error: (name: string) => state.fieldErrors?.[name]?.[0],
  };
}
