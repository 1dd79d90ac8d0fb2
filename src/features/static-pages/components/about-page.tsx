import { useTranslation } from 'react-i18next';
import { StaticPageLayout, StaticSection } from './static-page-layout';

/** The figures in order (value and label under pages:about.stats). */
export const ABOUT_STATS = ['activeUsers', 'reviews'] as const;

/** The team: names as they are, roles from pages:about.team.roles. */
export const TEAM = [
  { name: 'Sofia Marino', role: 'ceo' },
  { name: 'Lukas Becker', role: 'cto' },
  { name: 'Amélie Durand', role: 'partnerships' },
  { name: 'Jonas Virtanen', role: 'design' },
] as const;

export const SOCIAL_LINKS: readonly { name: string; href: string }[] = [
  { name: 'Instagram', href: 'https://instagram.com/goldfork' },
  { name: 'Twitter', href: 'https://twitter.com/goldfork' },
  { name: 'YouTube', href: 'https://youtube.com/@goldfork' },
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function AboutPage() {
  const { t } = useTranslation('pages');
  return (
    <StaticPageLayout title={t('about.title')}>
      <StaticSection id="about-mission" title={t('about.mission.title')}>
        <p>{t('about.mission.body')}</p>
      </StaticSection>

      <StaticSection id="about-stats" title={t('about.stats.title')}>
        <dl className="grid grid-cols-2 gap-3">
          {ABOUT_STATS.map((stat) => (
            <div
              key={stat}
              className="flex flex-col-reverse items-center rounded-xl bg-amber-50 p-4 text-center dark:bg-amber-500/10"
            >
              <dt className="text-xs font-medium uppercase tracking-wide text-zinc-600 dark:text-zinc-400">
                {t(`about.stats.${stat}.label`)}
              </dt>
              <dd className="text-xl font-bold text-amber-700 min-[400px]:text-2xl dark:text-amber-500">
                {t(`about.stats.${stat}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </StaticSection>

      <StaticSection id="about-team" title={t('about.team.title')}>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {TEAM.map((member) => (
            <li key={member.name} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-500 text-sm font-semibold text-zinc-950"
              >
                {initials(member.name)}
              </span>
              <span className="min-w-0">
                <span className="block font-medium text-zinc-900 dark:text-zinc-100">{member.name}</span>
                <span className="block text-xs text-zinc-500 dark:text-zinc-400">
                  {t(`about.team.roles.${member.role}`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </StaticSection>

      <StaticSection id="about-social" title={t('about.social.title')}>
        <ul className="flex flex-wrap gap-2">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.name}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-block rounded-full border border-zinc-300 px-4 py-2 text-sm font-medium text-zinc-900 hover:border-amber-500 hover:text-amber-800 dark:border-zinc-700 dark:text-zinc-100 dark:hover:text-amber-400"
              >
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      </StaticSection>
    </StaticPageLayout>
  );
}
