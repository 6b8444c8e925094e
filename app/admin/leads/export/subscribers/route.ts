import { adminRoute } from '@/lib/auth/admin';
import { exportSubscribers } from '@/lib/leads/admin';

export const GET = adminRoute(exportSubscribers);
