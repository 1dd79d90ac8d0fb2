import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '@/domain/paths';

type StaticPageLayoutProps = {
  title: string;
  /** Optional lead paragraph under the title. */
  intro?: ReactNode;
  /**
   * Public pages (/terms, /data-privacy) render outside the signed-in shell: they get their own
   * <main> landmark, a page background and a 'Back to sign in' link. Signed-in pages sit inside the
   * shell's <main>, so they render a labelled <section> region instead.
   */
  isPublic?: boolean;
  children: ReactNode;
};

export function StaticPageLayout({ title, intro, isPublic = false, children }: StaticPageLayoutProps) {
  const { t } = useTranslation('pages');
  const titleId = useId();
  const content = (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 sm:py-8">
      {isPublic && (
        <nav aria-label={t('layout.backNav')} className="mb-4">
          <Link
            to={PATHS.login}
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-amber-700 hover:text-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 dark:text-amber-400 dark:hover:text-amber-300"
          >
            <span aria-hidden="true">←</span> {t('layout.backToSignIn')}
          </Link>
        </nav>
      )}
      <header className="mb-6">
        <h1 id={titleId} className="text-2xl font-bold tracking-tight text-zinc-900 dark:text-zinc-100">
          {title}
        </h1>
        {intro && <p className="mt-2 text-sm leading-relaxed text-zinc-600 dark:text-zinc-400">{intro}</p>}
      </header>
      <div className="space-y-6 text-zinc-700 dark:text-zinc-300">{children}</div>
    </div>
  );

  if (isPublic) {
    return (
      <main aria-labelledby={titleId} className="min-h-dvh bg-zinc-50 dark:bg-zinc-950">
        {content}
      </main>
    );
  }
  return <section aria-labelledby={titleId}>{content}</section>;
}

/** A titled card for one section of a static page (renders an h2). */
export function StaticSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900 sm:p-5"
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-zinc-900 dark:text-zinc-100">
        {title}
      </h2>
      <div className="space-y-3 text-sm leading-relaxed">{children}</div>
    </section>
  );
}

/** A bulleted list styled for static page text. */
export function BulletList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 marker:text-amber-500">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
