import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { StaticPageLayout, StaticSection } from './static-page-layout';

/** The topics in order (keys under pages:help.topics). */
export const HELP_TOPICS = ['points', 'messaging', 'gettingStarted'] as const;

/** The support options in order (keys under pages:help.support). */
export const SUPPORT_OPTIONS = ['faqs', 'contact', 'liveChat'] as const;

const cardClass = 'rounded-xl border border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-950/40';

export function HelpPage() {
  const { t } = useTranslation('pages');
  return (
    <StaticPageLayout title={t('help.title')} intro={t('help.intro')}>
      {/* Not a <form>: the search box is decorative, so pressing Enter submits and navigates nowhere. */}
      <div role="search">
        <Field label={t('help.search')} hideLabel>
          <Input type="search" size="lg" placeholder={t('help.search')} autoComplete="off" />
        </Field>
      </div>

      <StaticSection id="help-topics" title={t('help.topics.title')}>
        <ul className="space-y-2">
          {HELP_TOPICS.map((topic) => (
            <li key={topic} className={`${cardClass} p-3`}>
              <h3 className="font-medium text-zinc-900 dark:text-zinc-100">
                {t(`help.topics.${topic}.title`)}
              </h3>
              <p className="mt-0.5 text-zinc-600 dark:text-zinc-400">
                {t(`help.topics.${topic}.description`)}
              </p>
            </li>
          ))}
        </ul>
      </StaticSection>

      <StaticSection id="help-support" title={t('help.support.title')}>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {SUPPORT_OPTIONS.map((option) => (
            <li key={option}>
              <button
                type="button"
                className={`${cardClass} w-full px-3 py-3 text-center text-sm font-medium text-zinc-900 hover:border-amber-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:text-zinc-100`}
              >
                {t(`help.support.${option}`)}
              </button>
            </li>
          ))}
        </ul>
      </StaticSection>
    </StaticPageLayout>
  );
}
