import { adminRoute } from '@/lib/auth/admin';
import { exportContacts } from '@/lib/leads/admin';

export const GET = adminRoute(exportContacts);
