import type { ComponentProps } from 'react';
import { Text } from '@react-email/components';
import { EmailAction, EmailLayout, EmailParagraph } from './email-layout';
import { renderEmail } from './render';
import { emailColors, emailFonts } from './theme';

/**
 * The staff e-mail for a new lead: what the visitor sent, label by label, their message line by
 * line, and a button to the lead in the admin. Every value arrives as text and React escapes it.
 */
export function LeadEmail({
  siteUrl,
  intro,
  fields,
  message,
  open,
  replyNote,
  footer,
}: {
  siteUrl: string;
  intro: string;
  fields: [string, string][];
  message: { label: string; lines: string[] | null; none: string };
  open: { label: string; href: string };
  replyNote: string;
  footer: string;
}) {
  const cell = { padding: '6px 0', verticalAlign: 'top', fontSize: 15, lineHeight: '22px' } as const;
  return (
    <EmailLayout siteUrl={siteUrl} preview={intro} footer={<EmailParagraph muted>{footer}</EmailParagraph>}>
      <h1 style={{ margin: '0 0 16px', fontFamily: emailFonts.display, fontSize: 22, lineHeight: '30px', fontWeight: 800, color: emailColors.heading }}>{intro}</h1>
      <table className="fields" role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {fields.map(([label, value]) => (
            <tr key={label} className="field" style={{ borderBottom: `1px solid ${emailColors.rule}` }}>
              <th className="field-label" align="left" style={{ ...cell, width: '38%', paddingRight: 12, fontWeight: 600, color: emailColors.muted }}>
                {label}
              </th>
              <td className="field-value" style={{ ...cell, color: emailColors.heading }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text style={{ margin: '24px 0 0', fontSize: 16, lineHeight: '26px', color: emailColors.text }}>
        <strong style={{ color: emailColors.heading }}>{message.label}:</strong>
        {(message.lines ?? [null]).map((line, index) => (
          <span key={index}>
            <br />
            {line ?? <em>{message.none}</em>}
          </span>
        ))}
      </Text>
      <EmailAction href={open.href} label={open.label} />
      <EmailParagraph muted>{replyNote}</EmailParagraph>
    </EmailLayout>
  );
}

/** The HTML and text parts of a LeadEmail. */
export const renderLeadEmail = (props: ComponentProps<typeof LeadEmail>) => renderEmail(<LeadEmail {...props} />);
