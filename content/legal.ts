import { site, formattedAddress } from './site';

export const legalCopy = { eyebrow: 'Legal', updated: 'Last updated' } as const;

export type LegalDocument = {
  path: '/privacy' | '/terms';
  title: string;
  description: string;
  keywords: readonly string[];
  updated: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
};

export const privacyPolicy = {
  path: '/privacy',
  title: 'Privacy Policy',
  description: `How ${site.name} collects, uses and protects the information you share through our website, forms and newsletter.`,
  keywords: ['privacy policy', 'data protection', 'marketing agency privacy'],
  updated: '2026-11-26',
  intro: `${site.legalName} ("${site.name}", "we") runs this website. This policy explains what we collect when you visit it, contact us or subscribe to our updates, and the choices you have.`,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Information you give us: your name, business name, e-mail address, phone number, website address and the message you send through our contact forms, and your e-mail address when you subscribe to our newsletter.',
        'Information collected automatically: the page a form was sent from, your browser type and basic technical data our hosting provider records in its logs. If analytics are enabled, Google Analytics 4 measures aggregate visits using cookies; it does not receive the contents of your forms, only that a form was sent.',
        'How you found us: when you arrive from an ad, an e-mail or another website, we keep a small cookie on your device for up to 90 days with the campaign details in the link (such as its source and campaign name, or an ad click id), the first page you opened and the name of the website that sent you — never the address of the page you came from or anything you type. If you then send us a form, these details are stored with it so that we know which campaigns bring enquiries. The cookie is ours alone and is not used for advertising.',
        'If your browser sends the Global Privacy Control signal, we record none of this: the cookie is not set, any existing one is deleted, and your form is stored without it.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use your details to answer your enquiry, prepare a proposal, deliver the services you engage us for and send the updates you asked for. We do not sell or rent personal information, and we do not use the contents of your messages to build advertising audiences.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'Only with service providers that help us run the business — website hosting, our database provider, e-mail delivery and analytics — under contracts that limit their use of the data to the service they provide to us, or where the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Enquiries are kept for up to 24 months so that we can follow up and keep accurate records; newsletter addresses are kept while you are subscribed; an address that is never confirmed is deleted after 30 days, and after you unsubscribe we keep the address only marked as unsubscribed, so that it is never mailed again, unless you ask us to erase it. Client project data is kept for the term of the engagement and as long afterwards as tax and contract law require.',
      ],
    },
    {
      heading: 'Your choices and rights',
      paragraphs: [
        `You can ask us to show, correct or delete the personal information we hold about you, or to stop sending you e-mail, by writing to ${site.email}. Every newsletter includes an unsubscribe link. You can block or delete cookies in your browser settings at any time.`,
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Form submissions travel over encrypted connections and are stored in access-controlled systems. No method of transmission or storage is perfectly secure, but we review our safeguards regularly and limit access to the people who need it.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`${site.legalName}, ${formattedAddress}. E-mail ${site.email} or call ${site.phone.display}.`],
    },
  ],
} as const satisfies LegalDocument;

export const termsOfService = {
  path: '/terms',
  title: 'Terms of Service',
  description: `The terms that apply when you use the ${site.name} website, its guides and its contact forms.`,
  keywords: ['terms of service', 'website terms', 'marketing agency terms'],
  updated: '2026-11-01',
  intro: `These terms apply to your use of this website, operated by ${site.legalName}. By using the site you agree to them. Paid engagements are governed by a separate written agreement, which takes precedence over these terms.`,
  sections: [
    {
      heading: 'Using the website',
      paragraphs: [
        'You may read, share and link to our pages for your own business purposes. You may not copy substantial parts of the site for republication, attempt to disrupt or gain unauthorised access to it, or use automated tools to send form submissions.',
      ],
    },
    {
      heading: 'Guides and results',
      paragraphs: [
        'Our guides, case studies and blog posts are general information, not advice for your specific situation. Results described on this site were achieved for particular clients in particular markets; search engines, AI assistants and ad platforms change often, and we do not promise that any business will achieve the same results.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The text, graphics, logos and code on this site belong to ${site.legalName} or its licensors. Client names and marks appear with permission and remain the property of their owners.`,
      ],
    },
    {
      heading: 'Third-party links',
      paragraphs: [
        'We link to scheduling, social and other third-party services for your convenience. We are not responsible for their content or practices, and their own terms apply when you use them.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'The website is provided "as is". To the extent the law allows, we are not liable for indirect or consequential losses arising from your use of it. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Governing law and changes',
      paragraphs: [
        'These terms are governed by the laws of the State of Florida, and disputes will be heard in the courts of Hillsborough County, Florida. We may update these terms; the date at the top shows the latest version.',
      ],
    },
  ],
} as const satisfies LegalDocument;
