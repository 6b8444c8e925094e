import Link from 'next/link';
import { CircleUserRound, LogOut, MonitorX, Users } from '@/components/ui/icons';
import { can, getAdminSession, type Permission } from '@/lib/auth/admin';
import { fillTemplate } from '@/lib/template';
import { staffCopy } from '@/content/admin-staff';
import { site } from '@/content/site';
import { adminCopy } from '@/content/admin';
import { logout, logoutEverywhere } from '@/lib/staff/actions';
import { LogoMark } from '@/components/layout/logo';
import { SkipLink } from '@/components/layout/skip-link';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/section';

const copy = adminCopy.header;
const navLink = 'shrink-0 rounded-full px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-200 hover:bg-white/10 sm:px-3';
const menuItem = 'flex w-full items-start gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900';

/**
 * One row at every width. From 1024 px both log-outs are buttons with their names; narrower,
 * they are in an Account menu (a native popover: it opens, and closes on Escape or a tap
 * outside, without script). The four sections fit a 390 px phone and scroll sideways on a
 * narrower one.
 */
export async function AdminHeader() {
  // The page has checked the session already (one cached read per request).
  const actor = (await getAdminSession())?.actor;
  const nav = copy.nav.filter((item) => actor && can(actor, item.permission as Permission));
  const who = !actor ? '' : actor.kind === 'owner' ? copy.signedInAsOwner : fillTemplate(copy.signedInAs, { name: actor.name, role: staffCopy.roles[actor.role].label });
  return (
    <header className="border-b border-white/10 bg-slate-900">
      <SkipLink />
      <Container className="flex h-16 items-center gap-2 sm:gap-3">
        <div className="flex shrink-0 items-center gap-3">
          <Link href="/" className="inline-flex items-center gap-2.5 rounded-lg" aria-label={`${site.name} home`}>
            <LogoMark />
            <span className="font-display hidden text-lg font-extrabold tracking-tight whitespace-nowrap text-white xl:inline">{site.name}</span>
          </Link>
          <span className="hidden rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-widest text-slate-200 uppercase sm:inline">{copy.badge}</span>
        </div>
        {/* Pushed right by the first link's auto margin, not justify-end: a row that overflows
            must still scroll back to its first link, which justify-end would cut off. */}
        <nav aria-label={copy.navLabel} className="flex min-w-0 flex-1 items-center gap-0.5 overflow-x-auto [scrollbar-width:none] sm:gap-1 lg:[&>:first-child]:ml-auto">
          {nav.map((item) => (
            <Link key={item.href} href={item.href} className={'wide' in item ? `${navLink} max-sm:hidden` : navLink}>
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="hidden shrink-0 items-center gap-2 lg:flex">
          {/* The name from 1536 px; narrower, the icon alone keeps the five sections in one row. */}
          <Link href="/admin/account" className={`${navLink} inline-flex items-center gap-1.5`} title={who}>
            <CircleUserRound className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only 2xl:not-sr-only">{copy.yourAccount}</span>
          </Link>
          <form action={logout}>
            <Button type="submit" variant="outline-light" size="sm">
              <LogOut className="h-4 w-4" aria-hidden="true" /> {copy.logout}
            </Button>
          </form>
          {/* Ends the session on every device, e.g. after a laptop is lost or a cookie may have leaked. */}
          <form action={logoutEverywhere}>
            <Button type="submit" variant="outline-light" size="sm" title={copy.logoutEverywhereHint}>
              <MonitorX className="h-4 w-4" aria-hidden="true" /> {copy.logoutEverywhere}
            </Button>
          </form>
        </div>
        <div className="shrink-0 lg:hidden">
          {/* Its name is read out on a phone, where the four sections need the room; shown from 640 px. */}
          <Button type="button" variant="outline-light" size="sm" className="max-sm:w-9 max-sm:px-0" popoverTarget="admin-account-menu" title={copy.account}>
            <CircleUserRound className="h-5 w-5 shrink-0 sm:h-4 sm:w-4" aria-hidden="true" />
            <span className="max-sm:sr-only">{copy.account}</span>
          </Button>
          <div
            id="admin-account-menu"
            popover="auto"
            className="inset-auto top-[4.5rem] right-4 m-0 w-[min(18rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-2 shadow-2xl"
          >
            <p className="px-3 pt-1.5 pb-2 text-xs text-slate-600">{who}</p>
            <Link href="/admin/account" className={menuItem}>
              <CircleUserRound className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" /> {copy.yourAccount}
            </Link>
            {nav
              .filter((item) => 'wide' in item)
              .map((item) => (
                <Link key={item.href} href={item.href} className={`${menuItem} sm:hidden`}>
                  <Users className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" /> {item.label}
                </Link>
              ))}
            <form action={logout}>
              <button type="submit" className={menuItem}>
                <LogOut className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" /> {copy.logout}
              </button>
            </form>
            <form action={logoutEverywhere}>
              <button type="submit" className={menuItem} aria-describedby="admin-logout-everywhere-hint">
                <MonitorX className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" />
                <span>
                  {copy.logoutEverywhere}
                  <span id="admin-logout-everywhere-hint" className="block text-xs font-normal text-slate-600" aria-hidden="true">
                    {copy.logoutEverywhereHint}
                  </span>
                </span>
              </button>
            </form>
          </div>
        </div>
      </Container>
    </header>
  );
}
