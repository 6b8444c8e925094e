import { unsubscribeResponse } from '@/lib/newsletter/public';

// Per subscriber and changing state: never prerendered or cached.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

export async function GET(request: Request, { params }: Context) {
  return unsubscribeResponse(request, (await params).token);
}

export async function POST(request: Request, { params }: Context) {
  return unsubscribeResponse(request, (await params).token);
}
