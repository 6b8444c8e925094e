'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { icon } from '@/components/ui/icon';
import { passkeySignIn, passkeySignInOptions, redeemSignInLink, requestSignInLink } from '@/lib/staff/actions';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/forms/field';
import { useFormAction } from '@/components/forms/use-form-action';
import { staffCopy } from '@/content/admin-staff';

const copy = staffCopy.signIn;

const FingerprintIcon = icon([["path",{"d":"M12 10a2 2 0 0 0-2 2c0 1.02-.1 2.51-.26 4"}],["path",{"d":"M14 13.12c0 2.38 0 6.38-1 8.88"}],["path",{"d":"M17.29 21.02c.12-.6.43-2.3.5-3.02"}],["path",{"d":"M2 12a10 10 0 0 1 18-6"}],["path",{"d":"M2 16h.01"}],["path",{"d":"M21.8 16c.2-2 .131-5.354 0-6"}],["path",{"d":"M5 19.5C5.5 18 6 15 6 12a6 6 0 0 1 .34-2"}],["path",{"d":"M8.65 22c.21-.66.45-1.32.57-2"}],["path",{"d":"M9 6.8a6 6 0 0 1 9 5.2v2"}]]);

/** "Sign in with a passkey": the browser asks for any passkey this site made; the server decides. */
export function PasskeySignIn() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function signIn() {
    setMessage(null);
    if (!browserSupportsWebAuthn()) return setMessage(copy.passkeyUnsupported);
    setPending(true);
    try {
      const start = await passkeySignInOptions();
      if ('error' in start) return setMessage(start.error);
      let response;
      try {
        response = await startAuthentication({ optionsJSON: start.options });
      } catch {
        return setMessage(copy.passkeyCancelled);
      }
      const result = await passkeySignIn(response);
      if (!result.ok) return setMessage(`${result.title}: ${result.message}`);
      // The same address, rendered again for the new session: the dashboard.
      router.refresh();
    } catch {
      setMessage(staffCopy.signIn.passkeyRefused.message);
    } finally {
      setPending(false);
    }
  }

  return (
    <div>
      <Button type="button" variant="secondary" size="lg" className="w-full" onClick={signIn} disabled={pending}>
        <FingerprintIcon className="h-5 w-5" aria-hidden="true" /> {pending ? copy.passkeyPending : copy.passkey}
      </Button>
      {message ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** "E-mail me a sign-in link": the same answer whether or not the address is on the staff. */
export function SignInLinkForm() {
  const { state, formAction, pending, error, value } = useFormAction(requestSignInLink, { progressive: false });
  const sent = state.status === 'success';
  return (
    <form action={formAction} className="space-y-3" noValidate>
      <TextField
        label={copy.linkLabel}
        name="email"
        id="staff-email"
        type="email"
        autoComplete="email"
        required
        defaultValue={value('email')}
        error={error('email') ?? (state.status === 'error' && !state.fieldErrors ? state.message : undefined)}
      />
      <Button type="submit" variant="ghost" className="w-full border border-slate-300" disabled={pending}>
        {pending ? copy.linkPending : copy.link}
      </Button>
      {sent ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          <strong>{state.title}.</strong> {state.message}
        </p>
      ) : null}
    </form>
  );
}

/** The sign-in link's page: one button, so a mail scanner opening the link does not spend it. */
export function RedeemSignInLink({ token, label }: { token: string; label: string }) {
  const { state, formAction, pending } = useFormAction(redeemSignInLink, { progressive: false });
  return (
    <form action={formAction} className="mt-6">
      <input type="hidden" name="token" value={token} />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {label}
      </Button>
      {state.status === 'error' ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {state.title}. {state.message}
        </p>
      ) : null}
    </form>
  );
}
