import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { StaticPageLayout, StaticSection } from './static-page-layout';

export const HELP_TOPICS: readonly { title: string; description: string }[] = [
  { title: 'Points System', description: 'How gold and silver points are earned, sent and ranked.' },
  { title: 'Messaging', description: 'Send direct messages and chat with your Elite Groups.' },
  { title: 'Getting Started', description: 'Set up your profile and scan your first bill.' },
];

export const SUPPORT_OPTIONS: readonly string[] = ['FAQs', 'Contact Support', 'Live Chat'];

const cardClass = 'rounded-xl border border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-950/40';

export function HelpPage() {
  return (
    <StaticPageLayout title="Help Center" intro="Find answers or get in touch with our team.">
      {/* Not a <form>: the search box is decorative, so pressing Enter submits and navigates nowhere. */}
      <div role="search">
        <Field label="Search help articles" hideLabel>
          <Input type="search" size="lg" placeholder="Search help articles" autoComplete="off" />
        </Field>
      </div>

      <StaticSection id="help-topics" title="Popular Topics">
        <ul className="space-y-2">
          {HELP_TOPICS.map((topic) => (
            <li key={topic.title} className={`${cardClass} p-3`}>
              <h3 className="font-medium text-zinc-900 dark:text-zinc-100">{topic.title}</h3>
              <p className="mt-0.5 text-zinc-600 dark:text-zinc-400">{topic.description}</p>
            </li>
          ))}
        </ul>
      </StaticSection>

      <StaticSection id="help-support" title="Support Options">
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {SUPPORT_OPTIONS.map((option) => (
            <li key={option}>
              <button
                type="button"
                className={`${cardClass} w-full px-3 py-3 text-center text-sm font-medium text-zinc-900 hover:border-amber-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:text-zinc-100`}
              >
                {option}
              </button>
            </li>
          ))}
        </ul>
      </StaticSection>
    </StaticPageLayout>
  );
}
