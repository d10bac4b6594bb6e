// SPEC §2: eight numbered sections whose bracketed placeholders are left for the operator to fill in.
export interface TermsSection {
  title: string;
  paragraphs: string[];
}

export const termsSections: TermsSection[] = [
  {
    title: 'introduction and acceptance',
    paragraphs: [
      'These terms govern your use of the Travel Blog service operated by [Company Name] ("we", "us").',
      'By creating an account or using the service you accept these terms. If you do not accept them, do not use the service.',
    ],
  },
  {
    title: 'user accounts',
    paragraphs: [
      'You must give accurate details when you register and keep your password secret. You are responsible for everything done with your account.',
      'You must be at least [Minimum Age] years old to hold an account.',
    ],
  },
  {
    title: 'acceptable use',
    paragraphs: [
      'Do not publish content that is unlawful, hateful, harassing or that infringes the rights of others, and do not try to disrupt or gain unauthorised access to the service.',
      'We may suspend content or accounts that break this section.',
    ],
  },
  {
    title: 'intellectual property',
    paragraphs: [
      'You keep the rights to the text and images you publish. You grant [Company Name] a non-exclusive licence to host and display them as part of the service.',
      'The service itself, its name and its design belong to [Company Name].',
    ],
  },
  {
    title: 'disclaimers',
    paragraphs: [
      'The service is provided "as is". Travel information in blogs is written by users and may be out of date or wrong; check it before you rely on it.',
      'To the extent the law allows, [Company Name] is not liable for losses arising from your use of the service.',
    ],
  },
  {
    title: 'termination',
    paragraphs: [
      'You may delete your account at any time from my account. We may end or suspend access for a breach of these terms, with notice where the law requires it.',
    ],
  },
  {
    title: 'governing law',
    paragraphs: [
      'These terms are governed by the laws of [Jurisdiction], and its courts have exclusive jurisdiction over any dispute.',
    ],
  },
  {
    title: 'changes',
    paragraphs: [
      'We may change these terms. The date below shows the latest version; continued use after a change means you accept it.',
      'Last updated: [Date]. Questions about these terms: [Contact Email].',
    ],
  },
];
