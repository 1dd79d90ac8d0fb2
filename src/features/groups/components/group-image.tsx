/** A group's picture, or a gold gradient with its initial when it has none (the seed groups). */
export function GroupImage({ src, name, className = '' }: { src: string; name: string; className?: string }) {
  if (src) {
    return (
      <img src={src} alt={name} loading="lazy" decoding="async" className={`object-cover ${className}`} />
    );
  }
  return (
    <div
      role="img"
      aria-label={name}
      className={`flex items-center justify-center bg-gradient-to-br from-amber-300 to-amber-600 font-bold text-zinc-950 ${className}`}
    >
      <span aria-hidden="true" className="text-2xl">
        {name.slice(0, 1).toUpperCase() || '★'}
      </span>
    </div>
  );
}
