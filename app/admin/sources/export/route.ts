import { adminRoute } from '@/lib/auth/admin';
import { exportSources } from '@/lib/leads/admin';

export const GET = adminRoute(exportSources);
