import { requireAdminPage } from '@/lib/auth/admin';
import { formatAdminDateTime } from '@/lib/format';
import { currentAccount } from '@/lib/staff/admin';
import { fillTemplate } from '@/lib/template';
import { AdminShell } from '@/components/admin/admin-shell';
import { RemovePasskeyButton, SignOutOthersButton } from '@/components/admin/account-forms';
import { PasskeyRegister } from '@/components/admin/passkey-register';
import { Card } from '@/components/ui/card';
import { staffCopy } from '@/content/admin-staff';

const copy = staffCopy.account;

export default async function AccountPage() {
  await requireAdminPage();
  const { actor, passkeys, sessions } = await currentAccount();
  return (
    <AdminShell>
      <h1 className="text-h1">{copy.title}</h1>
      <p className="mt-1 text-slate-600">
        {actor.kind === 'owner' ? copy.ownerIntro : fillTemplate(copy.personIntro, { name: actor.name, email: actor.email, role: staffCopy.roles[actor.role].label })}
      </p>

      {actor.kind === 'staff' ? (
        <Card className="mt-8">
          <h2 className="text-h3">{copy.passkeysTitle}</h2>
          <p className="mt-1 text-slate-600">{copy.passkeysIntro}</p>
          {passkeys.length === 0 ? (
            <p className="mt-4 text-slate-600">{copy.noPasskeys}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label={copy.passkeysTitle}>
              {passkeys.map((passkey) => (
                <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-slate-900">{passkey.label}</p>
                    <p className="text-sm text-slate-600">
                      {fillTemplate(copy.added, { time: formatAdminDateTime(passkey.createdAt) })}
                      {passkey.lastUsedAt ? `, ${fillTemplate(copy.lastUsed, { time: formatAdminDateTime(passkey.lastUsedAt) })}` : ''}
                    </p>
                  </div>
                  {passkeys.length > 1 ? (
                    <RemovePasskeyButton id={passkey.id} label={passkey.label} />
                  ) : (
                    <p className="text-sm text-slate-600">{staffCopy.passkeys.onlyOne}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-6 border-t border-slate-200 pt-6">
            <PasskeyRegister />
          </div>
        </Card>
      ) : null}

      <Card className="mt-8">
        <h2 className="text-h3">{copy.sessionsTitle}</h2>
        <p className="mt-1 text-slate-600">{copy.sessionsIntro}</p>
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label={copy.sessionsTitle}>
          {sessions.map((session) => (
            <li key={session.id} className="px-4 py-3 text-sm text-slate-700">
              {session.current ? <strong className="mr-2 text-slate-900">{copy.thisDevice}</strong> : null}
              {fillTemplate(copy.session, { time: formatAdminDateTime(session.createdAt), seen: formatAdminDateTime(session.lastSeenAt) })}
            </li>
          ))}
        </ul>
        {sessions.length > 1 ? (
          <div className="mt-5">
            <SignOutOthersButton />
          </div>
        ) : null}
      </Card>
    </AdminShell>
  );
}
