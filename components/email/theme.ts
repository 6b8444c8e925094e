import type { CSSProperties } from 'react';
import { site } from '@/content/site';

/**
 * The e-mails' look, defined once: the site's colours (app/theme.css) and its two typefaces
 * named first, each with fallbacks every mail client has. No web font is loaded: Gmail and
 * Outlook would not use it, and nothing depends on it.
 */
export const emailColors = {
  brand: site.themeColor,
  accent: site.accentColor,
  /** The site's link colour on white (accent-700): readable, unlike the accent itself. */
  link: '#b45309',
  text: '#334155',
  heading: '#0f172a',
  muted: '#64748b',
  rule: '#e2e8f0',
  page: '#f1f5f9',
  quote: '#f8fafc',
} as const;

export const emailFonts = {
  body: "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  display: "'Plus Jakarta Sans', Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  mono: "SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

/** The logo's PNG (app/email/logo.png) is drawn at three times the size it is shown. */
export const EMAIL_LOGO_SIZE = 32;
export const EMAIL_LOGO_PIXELS = EMAIL_LOGO_SIZE * 3;

/** Long words and addresses wrap instead of widening the e-mail past a phone's screen. */
export const wrapAnywhere: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word' };

/**
 * Inline styles for the tags of a post's HTML (lib/newsletter/email.ts adds them as it
 * cleans the post): the article's look from app/theme.css `prose-body`, with every heading
 * below the title's 28 px.
 */
export const articleStyles = {
  h2: `margin:32px 0 12px;font-family:${emailFonts.display};font-size:22px;line-height:1.3;font-weight:800;color:${emailColors.heading}`,
  h3: `margin:28px 0 8px;font-family:${emailFonts.display};font-size:19px;line-height:1.35;font-weight:700;color:${emailColors.heading}`,
  h4: `margin:24px 0 8px;font-family:${emailFonts.display};font-size:17px;line-height:1.4;font-weight:700;color:${emailColors.heading}`,
  p: 'margin:16px 0',
  ul: 'margin:16px 0;padding-left:24px',
  ol: 'margin:16px 0;padding-left:24px',
  li: 'margin:6px 0',
  a: `color:${emailColors.link};font-weight:600;text-decoration:underline`,
  strong: `font-weight:700;color:${emailColors.heading}`,
  blockquote: `margin:16px 0;padding:12px 20px;border-left:4px solid ${emailColors.accent};background-color:${emailColors.quote};font-style:italic;color:${emailColors.text}`,
  code: `font-family:${emailFonts.mono};font-size:14px;background-color:#f1f5f9;color:${emailColors.heading};padding:1px 4px;border-radius:4px`,
  pre: `margin:16px 0;padding:16px;border-radius:12px;background-color:${emailColors.brand};color:#f1f5f9;font-family:${emailFonts.mono};font-size:13px;line-height:1.5;white-space:pre-wrap;word-break:break-word`,
  table: 'width:100%;border-collapse:collapse;margin:16px 0;font-size:14px',
  th: `border:1px solid ${emailColors.rule};padding:8px 10px;text-align:left;background-color:${emailColors.quote};color:${emailColors.heading}`,
  td: `border:1px solid ${emailColors.rule};padding:8px 10px;text-align:left`,
  img: 'display:block;max-width:100%;height:auto;border:0;border-radius:12px;margin:24px 0',
  hr: `border:none;border-top:1px solid ${emailColors.rule};margin:32px 0`,
} as const;
