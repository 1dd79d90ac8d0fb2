import { EmptyState } from './empty-state';
import { PageTitle } from './page-title';

/** A route whose screen a later issue builds: its title and an empty state for now. */
export function ComingSoon({ title, note = 'This screen is on its way.' }: { title: string; note?: string }) {
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <EmptyState title={note} icon="🍽️" />
    </section>
  );
}
