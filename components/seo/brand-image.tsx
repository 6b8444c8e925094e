/* Artwork for generated images (icons, social cards). next/og supports inline styles only. */
import { site, siteCopy } from '@/content/site';
import { LogoArt } from '@/components/layout/logo';

export function BrandMark({ size }: { size: number }) {
  const stroke = Math.round(size * 0.09);
  return (
    <div style={{ width: size, height: size, display: 'flex', background: site.themeColor, alignItems: 'center', justifyContent: 'center' }}>
      <LogoArt width={size * 0.72} height={size * 0.72} strokeWidth={(stroke / size) * 32} />
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
        <LogoArt width={64} height={64} />
        <div style={{ fontSize: 34, fontWeight: 700 }}>{site.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 26, color: site.accentColor, textTransform: 'uppercase', letterSpacing: 3 }}>{eyebrow}</div>
        <div style={{ fontSize: title.length > 60 ? 56 : 68, fontWeight: 800, lineHeight: 1.1 }}>{title}</div>
      </div>
      <div style={{ fontSize: 26, color: '#cbd5e1' }}>{footer ?? siteCopy.shareCard.footer}</div>
    </div>
  );
}
