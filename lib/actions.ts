import 'server-only';
import { z } from 'zod';
import { NotAuthorizedError, requirePermission, requireAdmin, type AdminSession, type Permission } from '@/lib/auth/admin';
import { formValues, type FormValues } from '@/lib/form-data';

/** What every form action returns to useActionState. */
export type ActionState<T = undefined> = {
  status: 'idle' | 'success' | 'error';
  /** Toast title and description. */
  title?: string;
  message?: string;
  fieldErrors?: Record<string, string[] | undefined>;
  /**
   * What the user sent, returned with every error: React resets a form after its action, and a
   * form re-rendered without JavaScript would otherwise lose everything typed.
   */
  values?: FormValues;
  data?: T;
};

type Handler<S extends z.ZodType, T> = (data: z.output<S>, values: FormValues) => Promise<ActionState<T>>;
/** An admin action's handler: the session adminAction checked comes with the data, so it is never fetched again. */
type AdminHandler<S extends z.ZodType, T> = (data: z.output<S>, session: AdminSession, values: FormValues) => Promise<ActionState<T>>;

type Options = {
  /** false for a secret (the admin key): it is never sent back to the browser. */
  keepValues?: boolean;
};

/**
 * What a hand-made request gets instead of a form: an action endpoint accepts any body its
 * callers can encode (JSON, plain text), and only a real form may reach the schema.
 */
export const unreadableRequest = {
  status: 'error',
  title: 'Please check the form',
  message: 'This request could not be read. Reload the page and send the form again.',
} as const satisfies ActionState;

/**
 * The summary of a refused form: every field's first message, in the schema's order, so a form
 * with three problems does not name only the first. One problem reads as its message alone.
 */
export function describeIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): string {
  const fields = new Set<string>();
  const messages: string[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (fields.has(field)) continue;
    fields.add(field);
    messages.push(issue.message);
  }
  if (messages.length <= 1) return messages[0] ?? 'Some fields need attention.';
  return messages.map((message) => (/[.!?]$/.test(message) ? message : `${message}.`)).join(' ');
}

/** Parses the form with the schema shared with the client, then runs the handler. */
export function validatedAction<S extends z.ZodType, T = undefined>(schema: S, handler: Handler<S, T>, { keepValues = true }: Options = {}) {
  return async (_previous: ActionState<T>, formData: FormData): Promise<ActionState<T>> => {
    if (!(formData instanceof FormData)) return unreadableRequest;
    const values = formValues(formData);
    const kept = (state: ActionState<T>): ActionState<T> => (state.status === 'error' && keepValues ? { ...state, values } : state);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      return kept({
        status: 'error',
        title: 'Please check the form',
        message: describeIssues(parsed.error.issues),
        fieldErrors: z.flattenError(parsed.error).fieldErrors as Record<string, string[]>,
      });
    }
    return kept(await handler(parsed.data, values));
  };
}

/**
 * validatedAction for the admin: the session, and the role's `permission` when given, are
 * checked before anything is parsed, and the checked session (who, with their role) is handed
 * to the handler, which never checks it again: a finer rule (whose post it is) asks can() of
 * that session's actor. A handler's refusal (NotAuthorizedError) ends the same way as the
 * wrapper's: a message, nothing changed.
 */
export function adminAction<S extends z.ZodType, T = undefined>(schema: S, handler: AdminHandler<S, T>, permission?: Permission) {
  return async (previous: ActionState<T>, formData: FormData): Promise<ActionState<T>> => {
    const refused = (error: unknown): ActionState<T> => {
      if (error instanceof NotAuthorizedError) return { status: 'error', title: 'Error', message: error.message, values: formValues(formData) };
      throw error;
    };
    let session: AdminSession;
    try {
      session = await (permission ? requirePermission(permission) : requireAdmin());
    } catch (error) {
      return refused(error);
    }
    try {
      return await validatedAction(schema, (data: z.output<S>, values) => handler(data, session, values))(previous, formData);
    } catch (error) {
      return refused(error);
    }
  };
}
