/* Artwork for generated images (icons, social cards). next/og supports inline styles only. */
import { site, siteCopy } from '@/content/site';

export function BrandMark({ size }: { size: number }) {
  const stroke = Math.round(size * 0.09);
  return (
    <div style={{ width: size, height: size, display: 'flex', background: '#0f172a', alignItems: 'center', justifyContent: 'center' }}>
      <svg width={size * 0.72} height={size * 0.72} viewBox="0 0 32 32">
        <rect width="32" height="32" rx="8" fill="#fbbf24" />
        <path d="M7 22.5 13 16l4 4 8-9" fill="none" stroke="#0f172a" strokeWidth={(stroke / size) * 32} strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="25" cy="11" r="2.4" fill="#0f172a" />
      </svg>
    </div>
  );
}

/** 1200×630 social card in the brand style. */
export function SocialCard({ eyebrow, title, footer }: { eyebrow: string; title: string; footer?: string }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #0f172a 0%, #1e293b 60%, #78350f 140%)',
        color: 'white',
        fontFamily: 'sans-serif',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <svg width="64" height="64" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill="#fbbf24" />
          <path d="M7 22.5 13 16l4 4 8-9" fill="none" stroke="#0f172a" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="25" cy="11" r="2.4" fill="#0f172a" />
        </svg>
        <div style={{ fontSize: 34, fontWeight: 700 }}>{site.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 26, color: '#fbbf24', textTransform: 'uppercase', letterSpacing: 3 }}>{eyebrow}</div>
        <div style={{ fontSize: title.length > 60 ? 56 : 68, fontWeight: 800, lineHeight: 1.1 }}>{title}</div>
      </div>
      <div style={{ fontSize: 26, color: '#cbd5e1' }}>{footer ?? siteCopy.shareCard.footer}</div>
    </div>
  );
}
