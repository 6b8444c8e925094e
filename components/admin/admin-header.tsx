import Link from 'next/link';
import { LogOut } from 'lucide-react';
import { logout } from '@/lib/auth/actions';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/section';

export function AdminHeader() {
  return (
    <header className="border-b border-white/10 bg-slate-900">
      <Container className="flex h-16 items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          <Logo />
          <span className="hidden rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-widest text-slate-200 uppercase sm:inline">Admin</span>
        </div>
        <nav aria-label="Admin" className="flex items-center gap-2">
          <Link href="/admin" className="rounded-full px-3 py-2 text-sm font-medium text-slate-200 hover:bg-white/10">
            Posts
          </Link>
          <Link href="/admin/leads" className="rounded-full px-3 py-2 text-sm font-medium text-slate-200 hover:bg-white/10">
            Leads
          </Link>
          <form action={logout}>
            <Button type="submit" variant="outline-light" size="sm">
              <LogOut className="h-4 w-4" aria-hidden="true" /> Log out
            </Button>
          </form>
        </nav>
      </Container>
    </header>
  );
}
