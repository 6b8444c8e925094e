import { ImageResponse } from 'next/og';
import { siteCopy } from '@/content/site';
import { SocialCard } from '@/components/seo/brand-image';

export const alt = siteCopy.shareCard.alt;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function OpengraphImage() {
  return new ImageResponse(<SocialCard eyebrow={siteCopy.shareCard.eyebrow} title={siteCopy.shareCard.title} />, size);
}
