/**
 * A server action whose code loads on its first call, for an `actions.ts` face:
 * `export const submitContact = deferredAction(() => import('./handlers'), 'submitContact');`
 *
 * Next loads the actions a page's forms name when it renders the page. The public forms (the
 * newsletter's in every footer, contact, Florida) would otherwise bring zod, the schemas, the
 * mailer and the outboxes into every server's memory with its first page view, though most
 * servers never receive a form (docs/performance.md, "Server memory"). The first submission
 * pays the load once.
 */
export function deferredAction<M extends { [N in K]: (...args: never[]) => Promise<unknown> }, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  const action = async (...args: Parameters<M[K]>) => (await load())[name](...args);
  return action as M[K];
}
