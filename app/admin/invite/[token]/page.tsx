import { adminAuth } from '@/lib/auth/admin';
import { linkPage } from '@/lib/staff/admin';
import { fillTemplate } from '@/lib/template';
import { AdminDisabled } from '@/components/admin/admin-shell';
import { DeadLink, LinkCard } from '@/components/admin/link-card';
import { PasskeyRegister } from '@/components/admin/passkey-register';
import { staffCopy } from '@/content/admin-staff';

/** An invitation: open without a session (middleware lets exactly these paths through); the token is the secret. */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const config = adminAuth();
  if (!config.enabled) return <AdminDisabled reason={config.reason} />;
  const { token } = await params;
  const link = await linkPage('invitation', token);
  if (link.state !== 'valid') return <DeadLink state={link.state} />;
  return (
    <LinkCard title={staffCopy.links.inviteTitle}>
      <p className="mt-3 text-slate-600">{fillTemplate(staffCopy.links.inviteIntro, { name: link.name, role: staffCopy.roles[link.role].label })}</p>
      <div className="mt-6">
        <PasskeyRegister token={token} />
      </div>
    </LinkCard>
  );
}
