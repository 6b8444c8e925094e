import 'server-only';
import { redirect } from 'next/navigation';
import { adminAuth, getAdminSession } from './admin';

/** For admin pages below /admin: no session, no page (whatever the middleware did). */
export async function adminPageGuard() {
  if (!adminAuth().enabled || !(await getAdminSession())) redirect('/admin');
}
