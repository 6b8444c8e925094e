import Link from 'next/link';
import { LogOut, MonitorX } from '@/components/ui/icons';
import { site } from '@/content/site';
import { logout, logoutEverywhere } from '@/lib/auth/actions';
import { LogoMark } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/section';

// Tight on phones: five sections and both log-out buttons wrap onto at most two rows at 390 px.
const navLink = 'rounded-full px-2 py-2 text-sm font-medium text-slate-200 hover:bg-white/10 sm:px-3';

export function AdminHeader() {
  return (
    <header className="border-b border-white/10 bg-slate-900">
      <Container className="flex min-h-16 flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
        <div className="flex items-center gap-3">
          <Link href="/" className="inline-flex items-center gap-2.5 rounded-lg" aria-label={`${site.name} home`}>
            <LogoMark />
            <span className="font-display hidden text-lg font-extrabold tracking-tight whitespace-nowrap text-white lg:inline">{site.name}</span>
          </Link>
          <span className="hidden rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-widest text-slate-200 uppercase sm:inline">Admin</span>
        </div>
        <nav aria-label="Admin" className="flex flex-wrap items-center gap-0.5 sm:gap-2">
          <Link href="/admin" className={navLink}>
            Posts
          </Link>
          <Link href="/admin/leads" className={navLink}>
            Leads
          </Link>
          <Link href="/admin/sources" className={navLink}>
            Sources
          </Link>
          <Link href="/admin/activity" className={navLink}>
            Activity
          </Link>
          <Link href="/admin/redirects" className={navLink}>
            Redirects
          </Link>
          <form action={logout}>
            <Button type="submit" variant="outline-light" size="sm" aria-label="Log out" className="px-3">
              <LogOut className="h-4 w-4" aria-hidden="true" />
              <span className="hidden sm:inline">Log out</span>
            </Button>
          </form>
          {/* Ends the session on every device, e.g. after a laptop is lost or a cookie may have leaked. */}
          <form action={logoutEverywhere}>
            <Button type="submit" variant="outline-light" size="sm" aria-label="Log out everywhere" title="Log out everywhere" className="px-3">
              <MonitorX className="h-4 w-4" aria-hidden="true" />
              <span className="hidden md:inline">Log out everywhere</span>
            </Button>
          </form>
        </nav>
      </Container>
    </header>
  );
}
