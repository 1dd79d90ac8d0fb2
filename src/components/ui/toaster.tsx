import { useToastStore } from '@/stores/toast-store';

const TONES = {
  success: 'bg-emerald-700 text-white',
  error: 'bg-red-600 text-white',
  info: 'bg-zinc-800 text-white dark:bg-zinc-100 dark:text-zinc-900',
};

export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-16 z-50 flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role="status"
          className={`pointer-events-auto rounded-xl px-4 py-3 text-sm font-medium shadow-lg ${TONES[t.tone]}`}
        >
          {t.message}
        </div>
      ))}
    </div>
  );
}
