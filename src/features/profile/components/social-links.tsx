import { useTranslation } from 'react-i18next';
import type { SocialLinks as Links } from '@/domain/user-record';
import { socialLinksOf } from '../model';
import { Icon } from '@/components/ui/icon';

/** Icons for the links that are set; each opens in a new tab and is named for screen readers. */
export function SocialLinks({ links, username }: { links: Links; username: string }) {
  const { t } = useTranslation('profile');
  const items = socialLinksOf(links);
  if (items.length === 0) return null;
  return (
    <ul aria-label={t('header.socialLinks')} className="flex items-center justify-center gap-2">
      {items.map((item) => (
        <li key={item.network}>
          <a
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('header.socialLink', { username, network: item.label })}
            title={item.label}
            className="flex h-11 w-11 items-center justify-center rounded-full text-zinc-600 hover:bg-zinc-200 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-amber-500 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white"
          >
            <Icon name={item.network} size={22} />
          </a>
        </li>
      ))}
    </ul>
  );
}
