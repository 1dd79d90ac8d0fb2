// The pieces a restaurant's header is made of, shared by the owner's dashboard and the public page
// (decision 0038): the cover, the grid of the other photos and a labelled detail row of a <dl>.
import type { ReactNode } from 'react';
import { isValidWebsite } from '@/domain/website';
import { Icon } from './icon';
import type { IconName } from './icons';

/** The first photo over the brand gradient, or the fork and knife when there is none. */
export function PlaceCover({ src, alt }: { src: string | undefined; alt: string }) {
  return (
    <div className="relative h-32 bg-gradient-to-br from-amber-400 via-amber-500 to-orange-700">
      {src ? (
        <img src={src} alt={alt} fetchPriority="high" className="h-full w-full object-cover" />
      ) : (
        <span className="absolute inset-0 flex items-center justify-center text-white/90">
          <Icon name="forkKnife" size={56} />
        </span>
      )}
    </div>
  );
}

/** The other photos, small and lazy; `altOf(n)` names the n-th photo of the place (the cover is 1). */
export function PhotoGrid({
  urls,
  label,
  altOf,
}: {
  urls: readonly string[];
  label: string;
  altOf: (n: number) => string;
}) {
  if (urls.length === 0) return null;
  return (
    <ul aria-label={label} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {urls.map((url, i) => (
        <li key={url}>
          <img
            src={url}
            alt={altOf(i + 2)}
            width={160}
            height={120}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] h-auto w-full rounded-lg bg-zinc-200 object-cover dark:bg-zinc-800"
          />
        </li>
      ))}
    </ul>
  );
}

/** One labelled detail: the icon shows, the label is for screen readers. */
export function PlaceDetail({
  icon,
  label,
  children,
}: {
  icon: IconName;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-2">
      <dt className="shrink-0 pt-0.5 text-zinc-500 dark:text-zinc-400">
        <Icon name={icon} size={16} />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * A restaurant's website as a place detail's value. Only an http(s) address is a link: the rules store any
 * string, and a `javascript:` address in an href would run script when clicked. Anything else is plain text.
 */
export function WebsiteLink({ website }: { website: string }) {
  if (!isValidWebsite(website)) return <span className="break-all">{website}</span>;
  return (
    <a
      href={website}
      target="_blank"
      rel="noopener noreferrer"
      className="break-all text-amber-700 underline-offset-2 hover:underline dark:text-amber-400"
    >
      {website}
    </a>
  );
}
