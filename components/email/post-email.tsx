import type { ComponentProps } from 'react';
import { Img, Link, Text } from '@react-email/components';
import { EmailAction, EmailHeading, EmailLayout } from './email-layout';
import { renderEmail } from './render';
import { emailColors, wrapAnywhere } from './theme';

export type PostEmailImage = { src: string; width: number; height: number; alt: string };

/** Who the footer speaks to: a subscriber (why, and their unsubscribe link) or staff testing a send. */
export type PostEmailFooter = { why: string; unsubscribe: { label: string; href: string } } | { testNote: string };

/**
 * A post as the newsletter sends it, in the order of its page: the featured image, the title,
 * the excerpt, the text, and a button to the post. `bodyHtml` is the post's text already made
 * safe for mail clients (lib/newsletter/email.ts: cleaned, styled, images converted, links
 * absolute and tagged).
 */
export function PostEmail({
  siteUrl,
  homeHref,
  title,
  excerpt,
  image,
  bodyHtml,
  readOnline,
  footer,
}: {
  siteUrl: string;
  homeHref: string;
  title: string;
  excerpt: string;
  image: PostEmailImage | null;
  bodyHtml: string;
  readOnline: { label: string; href: string };
  footer: PostEmailFooter;
}) {
  const muted = { margin: 0, fontSize: 13, lineHeight: '20px', color: emailColors.muted };
  return (
    <EmailLayout
      siteUrl={siteUrl}
      homeHref={homeHref}
      preview={excerpt || title}
      footer={
        'testNote' in footer ? (
          <Text style={muted}>{footer.testNote}</Text>
        ) : (
          <Text style={muted}>
            {footer.why}{' '}
            <Link href={footer.unsubscribe.href} style={{ color: emailColors.link, textDecoration: 'underline' }}>
              {footer.unsubscribe.label}
            </Link>
          </Text>
        )
      }
    >
      {image ? (
        <Img src={image.src} width={image.width} alt={image.alt} style={{ display: 'block', width: '100%', maxWidth: image.width, height: 'auto', border: 0, borderRadius: 12, margin: '0 0 24px' }} />
      ) : null}
      <EmailHeading>{title}</EmailHeading>
      {excerpt ? <Text style={{ margin: '0 0 8px', fontSize: 18, lineHeight: '28px', color: emailColors.muted }}>{excerpt}</Text> : null}
      <div style={wrapAnywhere} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      <EmailAction href={readOnline.href} label={readOnline.label} />
    </EmailLayout>
  );
}

/** The HTML and text parts of a PostEmail. */
export const renderPostEmailTemplate = (props: ComponentProps<typeof PostEmail>) => renderEmail(<PostEmail {...props} />);
