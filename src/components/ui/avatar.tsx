import { pixelAvatar } from '@/domain/pixel-avatar';

interface AvatarProps {
  src?: string | null;
  /** Seed for the generated avatar when there is no photo. */
  seed: string;
  alt: string;
  size?: number;
  /** The screen's main image (a profile's own photo): fetched at once, not when layout reaches it. */
  priority?: boolean;
}

const CLASSES = 'shrink-0 rounded-full bg-zinc-200 object-cover dark:bg-zinc-800';

/** A round photo whose box is reserved (width and height), so nothing moves when it arrives. */
export function Avatar({ src, seed, alt, size = 40, priority = false }: AvatarProps) {
  if (!src) return <GeneratedAvatar seed={seed} alt={alt} size={size} />;
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={CLASSES}
      style={{ width: size, height: size }}
    />
  );
}

/**
 * The pixel avatar of someone without a photo, drawn in the page. As an <img> of an SVG data URL, each
 * one loaded an SVG document of its own (2-3 ms of main thread apiece, ten on the home page) and was
 * painted apart (docs/decisions/0023-home-total-blocking-time.md).
 */
function GeneratedAvatar({ seed, alt, size }: { seed: string; alt: string; size: number }) {
  const { box, background, foreground, d } = pixelAvatar(seed);
  const described = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    <svg
      {...described}
      viewBox={box}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={CLASSES}
      style={{ width: size, height: size }}
    >
      <rect x={-1} y={-1} width="100%" height="100%" fill={background} />
      <path fill={foreground} d={d} />
    </svg>
  );
}
