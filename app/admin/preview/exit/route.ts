import { redirect } from 'next/navigation';
import { endPreview } from '@/lib/auth/admin';

export async function GET() {
  await endPreview();
  redirect('/admin');
}
