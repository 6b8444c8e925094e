import { adminAuth } from '@/lib/auth/admin';
import { linkPage } from '@/lib/staff/admin';
import { fillTemplate } from '@/lib/template';
import { AdminDisabled } from '@/components/admin/admin-shell';
import { DeadLink, LinkCard } from '@/components/admin/link-card';
import { RedeemSignInLink } from '@/components/admin/staff-sign-in';
import { staffCopy } from '@/content/admin-staff';

/**
 * An e-mailed sign-in link. Opening it spends nothing (mail scanners open links); the button
 * does, once. Open without a session, like the sign-in screen.
 */
export default async function SignInLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const config = adminAuth();
  if (!config.enabled) return <AdminDisabled reason={config.reason} />;
  const { token } = await params;
  const link = await linkPage('sign-in', token);
  if (link.state !== 'valid') return <DeadLink state={link.state} />;
  return (
    <LinkCard title={staffCopy.links.signInTitle}>
      <p className="mt-3 text-slate-600">{fillTemplate(staffCopy.links.signInIntro, { name: link.name })}</p>
      <RedeemSignInLink token={token} label={staffCopy.links.signInButton} />
    </LinkCard>
  );
}
