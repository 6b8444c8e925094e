import Link from 'next/link';
import { CircleUserRound, LogOut, Menu, MonitorX } from '@/components/ui/icons';
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
import { AdminNavLink } from './admin-nav-link';

const copy = adminCopy.header;
const tab = '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm whitespace-nowrap';
const idleTab = 'border-transparent font-medium text-slate-300 hover:border-white/40 hover:text-white';
const currentTab = 'border-accent-400 font-semibold text-white';
const menuItem = 'flex w-full items-start gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900';
const currentMenuItem = 'bg-slate-100';

/**
 * Two rows from 768 px: the brand and the account's actions, then every section the person may
 * open, as tabs that wrap onto another line rather than hide one (room for sections to come).
 * Narrower, one Menu holds the sections and the account's actions; from 768 to 1024 px it holds
 * the actions alone, as Account. The Menu is a native popover: it opens, and closes on Escape or
 * a tap outside, without script.
 */
export async function AdminHeader() {
  // The page has checked the session already (one cached read per request).
  const actor = (await getAdminSession())?.actor;
  const nav = copy.nav.filter((item) => actor && can(actor, item.permission as Permission));
  const who = !actor ? '' : actor.kind === 'owner' ? copy.signedInAsOwner : fillTemplate(copy.signedInAs, { name: actor.name, role: staffCopy.roles[actor.role].label });
  return (
    <header className="border-b border-white/10 bg-slate-900">
      <SkipLink />
      <Container className="flex h-16 items-center gap-3">
        <Link href="/" className="inline-flex shrink-0 items-center gap-2.5 rounded-lg" aria-label={`${site.name} home`}>
          <LogoMark />
          <span className="font-display hidden text-lg font-extrabold tracking-tight whitespace-nowrap text-white md:inline">{site.name}</span>
        </Link>
        <span className="hidden shrink-0 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-widest text-slate-200 uppercase sm:inline">{copy.badge}</span>
        <div className="ml-auto hidden shrink-0 items-center gap-2 lg:flex">
          <AdminNavLink
            href="/admin/account"
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium whitespace-nowrap"
            currentClassName="bg-white/10 text-white"
            idleClassName="text-slate-200 hover:bg-white/10"
          >
            <CircleUserRound className="h-4 w-4" aria-hidden="true" />
            <span title={who}>{copy.yourAccount}</span>
          </AdminNavLink>
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
        <div className="ml-auto shrink-0 lg:hidden">
          <Button type="button" variant="outline-light" size="sm" popoverTarget="admin-menu">
            <Menu className="h-4 w-4 md:hidden" aria-hidden="true" />
            <CircleUserRound className="h-4 w-4 max-md:hidden" aria-hidden="true" />
            <span className="md:hidden">{copy.menu}</span>
            <span className="max-md:hidden">{copy.account}</span>
          </Button>
          <div
            id="admin-menu"
            popover="auto"
            className="inset-auto top-[4.5rem] right-4 m-0 max-h-[calc(100dvh-5.5rem)] w-[min(18rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-2xl"
          >
            <p className="px-3 pt-1.5 pb-2 text-xs text-slate-600">{who}</p>
            <nav aria-label={copy.navLabel} className="border-b border-slate-200 pb-2 mb-2 md:hidden">
              <ul>
                {nav.map((item) => (
                  <li key={item.href}>
                    <AdminNavLink href={item.href} also={'also' in item ? item.also : undefined} className={menuItem} currentClassName={currentMenuItem}>
                      {item.label}
                    </AdminNavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <AdminNavLink href="/admin/account" className={menuItem} currentClassName={currentMenuItem}>
              <CircleUserRound className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" /> {copy.yourAccount}
            </AdminNavLink>
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
      <Container className="max-md:hidden">
        <nav aria-label={copy.navLabel}>
          <ul className="flex flex-wrap gap-x-1">
            {nav.map((item) => (
              <li key={item.href}>
                <AdminNavLink href={item.href} also={'also' in item ? item.also : undefined} className={tab} currentClassName={currentTab} idleClassName={idleTab}>
                  {item.label}
                </AdminNavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </header>
  );
}
