import type { SocialLinks as Links } from '@/domain/user-record';
import { socialLinksOf, type SocialNetwork } from '../model';
import { Icon } from '@/components/ui/icon';

const ICONS: Record<SocialNetwork, string> = {
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01',
  twitter: 'M4 4l16 16M20 4L4 20',
  youtube:
    'M4 7.5a2.5 2.5 0 0 1 2.5-2.5h11A2.5 2.5 0 0 1 20 7.5v9a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 16.5zM10 9v6l5-3z',
};

/** Icons for the links that are set; each opens in a new tab and is named for screen readers. */
export function SocialLinks({ links, username }: { links: Links; username: string }) {
  const items = socialLinksOf(links);
  if (items.length === 0) return null;
  return (
    <ul aria-label="Social links" className="flex items-center justify-center gap-2">
      {items.map((item) => (
        <li key={item.network}>
          <a
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${username} on ${item.label}`}
            title={item.label}
            className="flex h-11 w-11 items-center justify-center rounded-full text-zinc-600 hover:bg-zinc-200 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-amber-500 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white"
          >
            <Icon d={ICONS[item.network]} size={22} />
          </a>
        </li>
      ))}
    </ul>
  );
}
