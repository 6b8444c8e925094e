'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { acceptInvitation, accountPasskeyOptions, addAccountPasskey, invitationPasskeyOptions } from '@/lib/staff/actions';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/forms/field';
import { toastResult } from '@/components/forms/toast-result';
import { staffCopy } from '@/content/admin-staff';

const copy = staffCopy.passkeys;

/**
 * Creates a passkey on this device: the invited person's first (`token`: their invitation;
 * they are signed in after) or another one on the Account page.
 */
export function PasskeyRegister({ token }: { token?: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [label, setLabel] = useState('');

  async function register() {
    setMessage(null);
    if (!browserSupportsWebAuthn()) return setMessage(copy.unsupported);
    setPending(true);
    try {
      const start = token ? await invitationPasskeyOptions(token) : await accountPasskeyOptions();
      if ('error' in start) return setMessage(start.error);
      let response;
      try {
        response = await startRegistration({ optionsJSON: start.options });
      } catch {
        return setMessage(copy.cancelled);
      }
      const result = token ? await acceptInvitation(token, response, label) : await addAccountPasskey(response, label);
      if (!result.ok) return setMessage(`${result.title}. ${result.message}`);
      if (token) {
        router.replace('/admin');
      } else {
        toastResult({ status: 'success', ...copy.added });
        setLabel('');
        router.refresh();
      }
    } catch {
      setMessage(copy.refused.message);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-3">
      <TextField
        label={copy.labelField}
        name="label"
        id="passkey-label"
        hint={copy.labelHint}
        maxLength={80}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
        className="max-w-sm"
      />
      <Button type="button" onClick={register} disabled={pending}>
        {pending ? copy.creating : token ? copy.create : copy.add}
      </Button>
      {message ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
