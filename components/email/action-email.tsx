import type { ComponentProps } from 'react';
import { EmailAction, EmailHeading, EmailLayout, EmailLinkFallback, EmailParagraph } from './email-layout';
import { renderEmail } from './render';

/**
 * An e-mail whose point is one link: the newsletter's confirmation, a staff invitation, a
 * sign-in link. The link is a button, written out below it too.
 */
export function ActionEmail({
  siteUrl,
  title,
  intro,
  action,
  href,
  note,
  footer,
}: {
  siteUrl: string;
  title: string;
  intro: string;
  action: string;
  href: string;
  note: string;
  footer?: string;
}) {
  return (
    <EmailLayout siteUrl={siteUrl} preview={intro} footer={footer ? <EmailParagraph muted>{footer}</EmailParagraph> : null}>
      <EmailHeading>{title}</EmailHeading>
      <EmailParagraph>{intro}</EmailParagraph>
      <EmailAction href={href} label={action} />
      <EmailParagraph muted>{note}</EmailParagraph>
      <EmailLinkFallback href={href} />
    </EmailLayout>
  );
}

/** The HTML and text parts of an ActionEmail. */
export const renderActionEmail = (props: ComponentProps<typeof ActionEmail>) => renderEmail(<ActionEmail {...props} />);
