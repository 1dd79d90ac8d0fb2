import { pixelAvatarDataUrl } from '@/domain/pixel-avatar';

interface AvatarProps {
  src?: string | null;
  /** Seed for the generated avatar when there is no photo. */
  seed: string;
  alt: string;
  size?: number;
  /** The screen's main image (a profile's own photo): fetched at once, not when layout reaches it. */
  priority?: boolean;
}

/** A round photo whose box is reserved (width and height), so nothing moves when it arrives. */
export function Avatar({ src, seed, alt, size = 40, priority = false }: AvatarProps) {
  return (
    <img
      src={src || pixelAvatarDataUrl(seed)}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className="shrink-0 rounded-full bg-zinc-200 object-cover dark:bg-zinc-800"
      style={{ width: size, height: size }}
    />
  );
}
