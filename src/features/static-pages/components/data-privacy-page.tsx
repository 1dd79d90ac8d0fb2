import { Trans, useTranslation } from 'react-i18next';
import { BulletList, StaticPageLayout, StaticSection } from './static-page-layout';

const DPO_EMAIL = 'dpo@goldfork.app';

const PRINCIPLES = ['minimal', 'noSelling', 'clarity'] as const;
const COLLECTED = ['account', 'profile', 'bills', 'activity'] as const;
const USE = ['account', 'leaderboard', 'email', 'receipts', 'owners'] as const;
const RIGHTS = ['access', 'rectification', 'erasure', 'portability', 'objection'] as const;

export function DataPrivacyPage() {
  const { t } = useTranslation('pages');
  return (
    <StaticPageLayout title={t('dataPrivacy.title')} intro={t('dataPrivacy.intro')} isPublic>
      <StaticSection id="privacy-principles" title={t('dataPrivacy.principles.title')}>
        <BulletList items={PRINCIPLES.map((item) => t(`dataPrivacy.principles.${item}`))} />
      </StaticSection>

      <StaticSection id="privacy-collected" title={t('dataPrivacy.collected.title')}>
        <BulletList items={COLLECTED.map((item) => t(`dataPrivacy.collected.${item}`))} />
      </StaticSection>

      <StaticSection id="privacy-use" title={t('dataPrivacy.use.title')}>
        <BulletList items={USE.map((item) => t(`dataPrivacy.use.${item}`))} />
      </StaticSection>

      <StaticSection id="privacy-rights" title={t('dataPrivacy.rights.title')}>
        <p>{t('dataPrivacy.rights.intro')}</p>
        <BulletList items={RIGHTS.map((item) => t(`dataPrivacy.rights.${item}`))} />
      </StaticSection>

      <StaticSection id="privacy-contact" title={t('dataPrivacy.contact.title')}>
        <p>
          <Trans
            t={t}
            i18nKey="dataPrivacy.contact.body"
            values={{ email: DPO_EMAIL }}
            components={{
              email: (
                <a
                  href={`mailto:${DPO_EMAIL}`}
                  className="font-medium text-amber-700 underline underline-offset-2 hover:text-amber-800 dark:text-amber-400"
                />
              ),
            }}
          />
        </p>
      </StaticSection>
    </StaticPageLayout>
  );
}
