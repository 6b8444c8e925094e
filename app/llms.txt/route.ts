import { llmsDocument, renderLlmsTxt } from '@/lib/llms';

export const dynamic = 'force-static';

export function GET() {
  return new Response(renderLlmsTxt(llmsDocument()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
