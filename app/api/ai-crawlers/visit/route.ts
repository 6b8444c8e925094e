import { crawlerVisitResponse } from '@/lib/ai-crawlers/jobs';

// Middleware hands a crawler's request here on serverless hosts (lib/ai-crawlers/visit.ts).
export const POST = (request: Request) => crawlerVisitResponse(request);
