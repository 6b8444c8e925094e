'use client';

import { icon } from '@/components/ui/icon';
import { login } from '@/lib/staff/actions';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LogoMark } from '@/components/layout/logo';
import { loginUnreachable } from '@/content/admin-form-failures';
import { toastResult } from '@/components/forms/toast-result';
import { useFormAction } from '@/components/forms/use-form-action';
import { staffCopy } from '@/content/admin-staff';
import { PasskeySignIn, SignInLinkForm } from './staff-sign-in';

const KeyRoundIcon = icon([["path",{"d":"M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z"}],["circle",{"cx":"16.5","cy":"7.5","r":".5","fill":"currentColor"}]]);

export function LoginForm() {
  // On arrival: a successful sign-in sets the cookie, and Next re-renders the page as the
  // dashboard in the same response, so this form is gone before any effect could run.
  const { state, formAction, pending } = useFormAction(login, { onResult: toastResult, onArrival: true, failure: loginUnreachable, progressive: false });

  const error = state.status === 'error' ? state.message : undefined;

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-900 px-5 py-16">
      <Card className="w-full max-w-md">
        <div className="flex items-center gap-3">
          <LogoMark className="h-10 w-10" />
          <KeyRoundIcon className="h-5 w-5 text-slate-500" aria-hidden="true" />
        </div>
        <h1 className="text-h2 mt-6">Admin Login</h1>
        <p className="mt-2 text-slate-600">Sign in to manage blog posts and leads.</p>
        <form action={formAction} className="mt-8 space-y-5" noValidate>
          <div>
            <label htmlFor="admin-key" className="block text-sm font-semibold text-slate-900">
              Admin Key
            </label>
            <input
              id="admin-key"
              name="key"
              type="password"
              required
              autoComplete="current-password"
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'admin-key-error' : undefined}
              className="mt-2 block min-h-11 w-full rounded-xl border border-slate-300 px-4 text-slate-900 focus:border-accent-500"
            />
            {error ? (
              <p id="admin-key-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
                {state.title}: {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? 'Checking…' : 'Login'}
          </Button>
        </form>
        {/* Named staff: the key above stays the Owner's way in. */}
        <section aria-labelledby="staff-sign-in" className="mt-8 border-t border-slate-200 pt-6">
          <h2 id="staff-sign-in" className="text-sm font-semibold tracking-widest text-slate-600 uppercase">
            {staffCopy.signIn.staffHeading}
          </h2>
          <div className="mt-4 space-y-5">
            <PasskeySignIn />
            <SignInLinkForm />
          </div>
        </section>
      </Card>
    </main>
  );
}
