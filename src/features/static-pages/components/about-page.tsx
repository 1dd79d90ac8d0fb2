import { StaticPageLayout, StaticSection } from './static-page-layout';

export const ABOUT_STATS: readonly { value: string; label: string }[] = [
  { value: '100K+', label: 'Active Users' },
  { value: '500K+', label: 'Reviews' },
];

export const TEAM: readonly { name: string; role: string }[] = [
  { name: 'Sofia Marino', role: 'Co-founder & CEO' },
  { name: 'Lukas Becker', role: 'Co-founder & CTO' },
  { name: 'Amélie Durand', role: 'Head of Restaurant Partnerships' },
  { name: 'Jonas Virtanen', role: 'Lead Designer' },
];

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
  return (
    <StaticPageLayout title="About">
      <StaticSection id="about-mission" title="Our Mission">
        <p>
          Goldfork turns every great meal into a shared moment. Scan your restaurant bills, earn gold points,
          climb the leaderboard and celebrate the places you love together with fellow diners.
        </p>
      </StaticSection>

      <StaticSection id="about-stats" title="Goldfork in Numbers">
        <dl className="grid grid-cols-2 gap-3">
          {ABOUT_STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse items-center rounded-xl bg-amber-50 p-4 text-center dark:bg-amber-500/10"
            >
              <dt className="text-xs font-medium uppercase tracking-wide text-zinc-600 dark:text-zinc-400">
                {stat.label}
              </dt>
              <dd className="text-2xl font-bold text-amber-700 dark:text-amber-500">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </StaticSection>

      <StaticSection id="about-team" title="Our Team">
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
                <span className="block text-xs text-zinc-500 dark:text-zinc-400">{member.role}</span>
              </span>
            </li>
          ))}
        </ul>
      </StaticSection>

      <StaticSection id="about-social" title="Follow Us">
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
