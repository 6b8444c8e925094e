import 'server-only';
import { z } from 'zod';
import { NotAuthorizedError, requireAdmin } from '@/lib/auth/admin';

/** What every form action returns to useActionState. */
export type ActionState<T = undefined> = {
  status: 'idle' | 'success' | 'error';
  /** Toast title and description. */
  title?: string;
  message?: string;
  fieldErrors?: Record<string, string[] | undefined>;
  /** What the user sent, so a form re-rendered without JavaScript loses nothing. */
  values?: Record<string, string | string[]>;
  data?: T;
};

/** FormData as a plain object; repeated fields become arrays, Next's internal fields are dropped. */
export function formValues(formData: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [key, value] of formData.entries()) {
    if (key.startsWith('$ACTION') || typeof value !== 'string') continue;
    const existing = values[key];
    values[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return values;
}

type Handler<S extends z.ZodType, T> = (data: z.output<S>, formData: FormData) => Promise<ActionState<T>>;

/**
 * What a hand-made request gets instead of a form: an action endpoint accepts any body its
 * callers can encode (JSON, plain text), and only a real form may reach the schema.
 */
export const unreadableRequest = {
  status: 'error',
  title: 'Please check the form',
  message: 'This request could not be read. Reload the page and send the form again.',
} as const satisfies ActionState;

/** Parses the form with the schema shared with the client, then runs the handler. */
export function validatedAction<S extends z.ZodType, T = undefined>(schema: S, handler: Handler<S, T>) {
  return async (_previous: ActionState<T>, formData: FormData): Promise<ActionState<T>> => {
    if (!(formData instanceof FormData)) return unreadableRequest;
    const values = formValues(formData);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      return {
        status: 'error',
        title: 'Please check the form',
        message: parsed.error.issues[0]?.message ?? 'Some fields need attention.',
        fieldErrors: z.flattenError(parsed.error).fieldErrors as Record<string, string[]>,
        values,
      };
    }
    return handler(parsed.data, formData);
  };
}

/** validatedAction for the admin: the session is checked before anything is parsed. */
export function adminAction<S extends z.ZodType, T = undefined>(schema: S, handler: Handler<S, T>) {
  const run = validatedAction(schema, handler);
  return async (previous: ActionState<T>, formData: FormData): Promise<ActionState<T>> => {
    try {
      await requireAdmin();
    } catch (error) {
      if (error instanceof NotAuthorizedError) return { status: 'error', title: 'Error', message: error.message };
      throw error;
    }
    return run(previous, formData);
  };
}
