// The post card's classes (post-card.tsx, post-photo.tsx). The post painted before the app loads is a
// prerendered copy of the card itself (docs/decisions/0022-prerendered-frames.md).
export const POST_CARD = {
  list: 'flex flex-col gap-4',
  article:
    'flex flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900',
  header: 'flex items-center gap-3',
  avatar: 'shrink-0 rounded-full bg-zinc-200 object-cover dark:bg-zinc-800',
  names: 'min-w-0 flex-1',
  /** The name's placeholder: a 24 px line like the name's, so the header keeps its height when it comes. */
  nameLoading: 'my-1 h-4 w-28',
  /** Skeleton's own classes (components/ui/skeleton.tsx), for the HTML's copy. */
  skeleton: 'animate-pulse rounded-lg bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800',
  meta: 'text-xs text-zinc-500 dark:text-zinc-400',
  location: 'inline-flex max-w-full items-center gap-0.5',
  locationText: 'min-w-0 break-all',
  content: 'break-words whitespace-pre-line text-zinc-900 dark:text-zinc-100',
  photo: 'aspect-[4/3] h-auto w-full rounded-xl bg-zinc-100 object-cover dark:bg-zinc-800',
} as const;
