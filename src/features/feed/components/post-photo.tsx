import { useEffect, useRef, useState } from 'react';
import { POST_CARD } from './post-card-classes';

const BOX = POST_CARD.photo;

/**
 * A post's photo in a reserved 4:3 box (cropped to fill, whatever the photo's shape), so the card never
 * grows when it loads. The first post's photo (`priority`) is fetched at once; the others only when
 * they come within a few hundred pixels of the viewport, so on a slow network they do not share its
 * bandwidth (the browser's own lazy loading starts 1250 px or more ahead).
 */
export function PostPhoto({ src, alt, priority = false }: { src: string; alt: string; priority?: boolean }) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => priority || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = slot.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: '300px 0px',
      },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  if (!near) return <div ref={slot} role="img" aria-label={alt} className={BOX} />;
  return (
    <img
      src={src}
      alt={alt}
      width={1280}
      height={960}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={BOX}
    />
  );
}
