import { ImageResponse } from 'next/og';
import { LogoArt } from '@/components/layout/logo';
import { EMAIL_LOGO_PIXELS } from '@/components/email/theme';

/**
 * The brand mark as e-mails show it: PNG (mail clients show no SVG), drawn from the one drawing
 * in code at three times the size it is shown. Rendered at build and served as a file.
 */
export const dynamic = 'force-static';

export function GET() {
  return new ImageResponse(<LogoArt width={EMAIL_LOGO_PIXELS} height={EMAIL_LOGO_PIXELS} />, {
    width: EMAIL_LOGO_PIXELS,
    height: EMAIL_LOGO_PIXELS,
    headers: { 'Cache-Control': 'public, max-age=86400' },
  });
}
