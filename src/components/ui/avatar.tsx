import { pixelAvatarDataUrl } from '@/lib/pixel-avatar';

interface AvatarProps {
  src?: string | null;
  /** Seed for the generated avatar when there is no photo. */
  seed: string;
  alt: string;
  size?: number;
}

export function Avatar({ src, seed, alt, size = 40 }: AvatarProps) {
  return (
    <img
      src={src || pixelAvatarDataUrl(seed)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-full bg-zinc-200 object-cover dark:bg-zinc-800"
      style={{ width: size, height: size }}
    />
  );
}
