import { useTranslation } from 'react-i18next';
import { BulletList, StaticPageLayout, StaticSection } from './static-page-layout';

/** A section of one paragraph (pages:terms.<id>.body). */
type ParagraphSection = 'acceptance' | 'content' | 'termination' | 'changes';

/** The list items of the sections with lists, in order (pages:terms.<section>.<item>). */
const ACCOUNTS = ['signUp', 'responsibility', 'onePerson', 'owners'] as const;
const POINTS = ['earning', 'oncePerReceipt', 'transfers', 'eliteGroups', 'removal'] as const;
const PROHIBITED = ['fakeReceipts', 'harassment', 'unlawfulContent', 'trading', 'disruption'] as const;

type TermsSectionId = ParagraphSection | 'accounts' | 'points' | 'prohibited';
/** The sections in order, each titled by pages:terms.<id>.title. */
export const TERMS_SECTIONS: readonly TermsSectionId[] = [
  'acceptance',
  'accounts',
  'points',
  'content',
  'prohibited',
  'termination',
  'changes',
];

function SectionBody({ id }: { id: TermsSectionId }) {
  const { t } = useTranslation('pages');
  switch (id) {
    case 'accounts':
      return <BulletList items={ACCOUNTS.map((item) => t(`terms.accounts.${item}`))} />;
    case 'points':
      return (
        <>
          <p>{t('terms.points.body')}</p>
          <BulletList items={POINTS.map((item) => t(`terms.points.${item}`))} />
        </>
      );
    case 'prohibited':
      return <BulletList items={PROHIBITED.map((item) => t(`terms.prohibited.${item}`))} />;
    default:
      return <p>{t(`terms.${id}.body`)}</p>;
  }
}

export function TermsPage() {
  const { t } = useTranslation('pages');
  return (
    <StaticPageLayout title={t('terms.title')} intro={t('terms.intro')} isPublic>
      {TERMS_SECTIONS.map((id) => (
        <StaticSection key={id} id={`terms-${id}`} title={t(`terms.${id}.title`)}>
          <SectionBody id={id} />
        </StaticSection>
      ))}
    </StaticPageLayout>
  );
}
