import { BulletList, StaticPageLayout, StaticSection } from './static-page-layout';

const DPO_EMAIL = 'dpo@goldfork.app';

export function DataPrivacyPage() {
  return (
    <StaticPageLayout
      title="Data Privacy"
      intro="How Goldfork collects, uses and protects your personal data."
      isPublic
    >
      <StaticSection id="privacy-principles" title="Our Privacy Principles">
        <BulletList
          items={[
            'We collect only the data the app needs to work.',
            'We never sell your personal data.',
            'We tell you clearly what is public and what stays private.',
          ]}
        />
      </StaticSection>

      <StaticSection id="privacy-collected" title="Data We Collect">
        <BulletList
          items={[
            'Account data: e-mail address, username and password (stored only in encrypted form by our sign-in provider).',
            'Profile data: photo, bio and social links you choose to add.',
            'Bill data read from scanned receipts: restaurant name and address, date, items and total in euros.',
            'Activity: points, follows, posts, likes, comments, messages and Elite Group memberships.',
          ]}
        />
      </StaticSection>

      <StaticSection id="privacy-use" title="How We Use Your Data">
        <BulletList
          items={[
            'To run your account, award gold and silver points and prevent the same receipt being claimed twice.',
            'The public leaderboard shows your username, photo and points to everyone, including signed-out visitors.',
            'Your e-mail address is never shown publicly.',
            'Receipt images are sent to a vision model only to read the bill; the images themselves are not stored.',
            'Restaurant owners see aggregated statistics about visits to their restaurant.',
          ]}
        />
      </StaticSection>

      <StaticSection id="privacy-rights" title="Your Rights">
        <p>Under the GDPR you have the right to:</p>
        <BulletList
          items={[
            'access the personal data we hold about you;',
            'have incorrect data corrected;',
            'have your data deleted;',
            'receive your data in a portable format;',
            'object to or restrict certain processing.',
          ]}
        />
      </StaticSection>

      <StaticSection id="privacy-contact" title="Contact Our Data Protection Officer">
        <p>
          For questions about your data or to exercise your rights, write to our data protection officer at{' '}
          <a
            href={`mailto:${DPO_EMAIL}`}
            className="font-medium text-amber-700 underline underline-offset-2 hover:text-amber-800 dark:text-amber-400"
          >
            {DPO_EMAIL}
          </a>
          .
        </p>
      </StaticSection>
    </StaticPageLayout>
  );
}
