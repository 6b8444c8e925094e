import { adminRoute } from '@/lib/auth/admin';
import { exportAiVisibility } from '@/lib/ai-crawlers/admin';

export const GET = adminRoute(exportAiVisibility);
