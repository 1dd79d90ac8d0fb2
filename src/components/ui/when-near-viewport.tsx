import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once its slot comes within `margin` of the viewport, so a section below the
 * fold (and the code it imports lazily) is not part of the first visit. Until then the slot shows
 * `placeholder` and keeps `minHeight`, so the page does not jump. Without IntersectionObserver it
 * renders at once.
 */
export function WhenNearViewport({
  children,
  minHeight,
  placeholder = null,
  margin = '0px',
}: {
  children: ReactNode;
  minHeight: number;
  placeholder?: ReactNode;
  margin?: string;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = slot.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);

  return (
    <div ref={slot} data-below-fold={near ? 'loaded' : 'waiting'} style={near ? undefined : { minHeight }}>
      {near ? children : placeholder}
    </div>
  );
}
