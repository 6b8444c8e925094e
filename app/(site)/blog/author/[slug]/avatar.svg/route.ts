import { site } from '@/content/site';
import { team } from '@/content/team';
import { authorBySlug } from '@/lib/authors/public';
import { escapeXml } from '@/lib/xml';
import { initialsOf } from '@/components/marketing/avatar';

/**
 * A team member's initials as a square SVG: the image of their Person JSON-LD while the team
 * has no photos. Built from content alone, so every one is generated at build.
 */
export const dynamicParams = false;
export const generateStaticParams = () => team.map((member) => ({ slug: member.slug }));

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const member = authorBySlug((await params).slug);
  if (!member) return new Response(null, { status: 404 });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(member.name)}"><rect width="400" height="400" fill="${site.themeColor}"/><circle cx="200" cy="200" r="160" fill="${site.accentColor}"/><text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="140" font-weight="800" fill="${site.themeColor}">${escapeXml(initialsOf(member.name))}</text></svg>`;
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });
}
