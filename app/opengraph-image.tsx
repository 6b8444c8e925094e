import { ImageResponse } from 'next/og';
import { SocialCard } from '@/components/seo/brand-image';

export const alt = 'Brightline Growth — AI SEO consulting and storm-ready marketing';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function OpengraphImage() {
  return new ImageResponse(
    <SocialCard eyebrow="AI SEO consulting · Emergency marketing" title="Future-proof your growth with AI search" />,
    size,
  );
}
