import type { ReactNode } from 'react';
import { BulletList, StaticPageLayout, StaticSection } from './static-page-layout';

type TermsSection = { id: string; title: string; body: ReactNode };

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    id: 'acceptance',
    title: '1. Acceptance of Terms',
    body: (
      <p>
        By creating an account or using Goldfork you agree to these Terms and Conditions and to our data
        privacy policy. If you do not agree, please do not use the app.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: '2. Accounts',
    body: (
      <BulletList
        items={[
          'You sign up with an e-mail address, a password and a unique username.',
          'You are responsible for keeping your password safe and for everything done with your account.',
          'One person may hold one diner account. Information in your profile must not impersonate anyone.',
          'Restaurant owners may activate owner mode to manage a restaurant profile for a restaurant they represent.',
        ]}
      />
    ),
  },
  {
    id: 'points',
    title: '3. Points System',
    body: (
      <>
        <p>
          Gold and silver points are virtual currencies with no monetary value. They cannot be bought, sold,
          exchanged for money or used as a means of payment.
        </p>
        <BulletList
          items={[
            'Scanning a restaurant bill earns gold points equal to the bill total in euros, rounded down to a whole number. Your silver points increase by the same amount.',
            'Each receipt can be claimed only once, by one user. Bills older than 30 days cannot be claimed.',
            'Silver points can be sent to other users. A transfer cannot be undone.',
            'Creating an Elite Group costs 100 gold points, deducted when the group is created.',
            'Points gained through false, altered or duplicate receipts may be removed.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'content',
    title: '4. User Content',
    body: (
      <p>
        You keep ownership of the posts, photos, comments and messages you share, and you give Goldfork
        permission to display them within the app. You are responsible for your content and must have the
        right to share it. We may remove content that breaks these terms.
      </p>
    ),
  },
  {
    id: 'prohibited',
    title: '5. Prohibited Activities',
    body: (
      <BulletList
        items={[
          'Uploading fake, edited or someone else’s receipts to earn points.',
          'Harassing, threatening or spamming other users or restaurants.',
          'Posting unlawful, hateful or sexually explicit content.',
          'Selling or trading points or accounts for money.',
          'Attempting to access other accounts or to disrupt the app.',
        ]}
      />
    ),
  },
  {
    id: 'termination',
    title: '6. Termination',
    body: (
      <p>
        You may stop using Goldfork at any time. We may suspend or close accounts that break these terms. When
        an account is closed its points are forfeited; as they have no monetary value, no compensation is due.
      </p>
    ),
  },
  {
    id: 'changes',
    title: '7. Changes to These Terms',
    body: (
      <p>
        We may update these terms from time to time. We will announce important changes in the app, and
        continuing to use Goldfork after a change means you accept the updated terms.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <StaticPageLayout
      title="Terms and Conditions"
      intro="Please read these terms carefully before using Goldfork."
      isPublic
    >
      {TERMS_SECTIONS.map((section) => (
        <StaticSection key={section.id} id={`terms-${section.id}`} title={section.title}>
          {section.body}
        </StaticSection>
      ))}
    </StaticPageLayout>
  );
}
