import { adminRoute } from '@/lib/auth/admin';
import { exportSubscribers } from '@/lib/newsletter/admin';

export const GET = adminRoute(exportSubscribers);
