import type { ReactNode } from 'react';
import { Body, Button, Column, Container, Head, Html, Img, Link, Preview, Row, Section, Text } from '@react-email/components';
import { emailCopy } from '@/content/email';
import { formattedAddress, site } from '@/content/site';
import { EMAIL_LOGO_SIZE, emailColors, emailFonts, wrapAnywhere } from './theme';

/**
 * Every e-mail's frame: the brand header (logo and name), one white column at most 600 px wide
 * that narrows with the screen, and a footer with the agency's postal address. Tables lay it
 * out (React Email's Container, Section, Row, Column), styles are inline.
 */
export function EmailLayout({
  siteUrl,
  homeHref,
  preview,
  children,
  footer,
}: {
  siteUrl: string;
  /** Where the header links to: the home page, or (in the newsletter) the home page with the campaign. */
  homeHref?: string;
  preview: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  const home = homeHref ?? new URL('/', `${siteUrl}/`).toString();
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: 0, backgroundColor: emailColors.page, fontFamily: emailFonts.body, color: emailColors.text }}>
        <Container style={{ width: '100%', maxWidth: 600, margin: '0 auto' }}>
          <Section data-skip-in-text="true" style={{ backgroundColor: emailColors.brand, padding: '20px 24px', borderRadius: '12px 12px 0 0' }}>
            <Row>
              <Column style={{ width: EMAIL_LOGO_SIZE + 12, verticalAlign: 'middle' }}>
                <Link href={home} aria-label={emailCopy.homeLabel}>
                  <Img src={new URL('/email/logo.png', `${siteUrl}/`).toString()} width={EMAIL_LOGO_SIZE} height={EMAIL_LOGO_SIZE} alt="" style={{ display: 'block', border: 0 }} />
                </Link>
              </Column>
              <Column style={{ verticalAlign: 'middle' }}>
                <Link href={home} style={{ fontFamily: emailFonts.display, fontSize: 18, fontWeight: 800, color: '#ffffff', textDecoration: 'none', letterSpacing: '-0.01em' }}>
                  {site.name}
                </Link>
              </Column>
            </Row>
          </Section>
          <Section style={{ backgroundColor: '#ffffff', padding: '32px 24px', fontSize: 16, lineHeight: '26px', ...wrapAnywhere }}>{children}</Section>
          <Section style={{ padding: '24px 24px 32px', fontSize: 13, lineHeight: '20px', color: emailColors.muted, ...wrapAnywhere }}>
            {footer}
            <Text style={{ margin: footer ? '12px 0 0' : 0, fontSize: 13, lineHeight: '20px', color: emailColors.muted }}>
              {site.legalName} · {formattedAddress}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The one button of an e-mail, with its address written out below for clients that show none. */
export function EmailAction({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: '24px 0 20px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: emailColors.accent,
          color: emailColors.brand,
          fontFamily: emailFonts.display,
          fontSize: 16,
          fontWeight: 700,
          lineHeight: '20px',
          padding: '14px 24px',
          borderRadius: 999,
          textDecoration: 'none',
        }}
      >
        {label}
      </Button>
    </Section>
  );
}

/**
 * The button's address as text, small and wrapping anywhere (a long token would widen the
 * e-mail). Left out of the text part, where the button is its words and this same address.
 */
export function EmailLinkFallback({ href }: { href: string }) {
  return (
    <Text data-skip-in-text="true" style={{ margin: '16px 0 0', fontSize: 13, lineHeight: '20px', color: emailColors.muted, ...wrapAnywhere }}>
      {emailCopy.linkFallback}{' '}
      <Link href={href} style={{ color: emailColors.link, ...wrapAnywhere }}>
        {href}
      </Link>
    </Text>
  );
}

export function EmailParagraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <Text style={{ margin: '0 0 16px', fontSize: muted ? 14 : 16, lineHeight: muted ? '22px' : '26px', color: muted ? emailColors.muted : emailColors.text }}>{children}</Text>;
}

export function EmailHeading({ children }: { children: ReactNode }) {
  return <h1 style={{ margin: '0 0 16px', fontFamily: emailFonts.display, fontSize: 28, lineHeight: '36px', fontWeight: 800, color: emailColors.heading }}>{children}</h1>;
}
