import { lazy, Suspense, useState } from 'react';
import { useAuthStore } from '@/stores/auth-store';

const DeletionResume = lazy(() =>
  import('@/features/account/components/deletion-resume').then((m) => ({ default: m.DeletionResume })),
);

/**
 * Loads the deletion resume (decision 0031) only for a signed-in user whose record is missing: a
 * deletion under way, or a sign-up still writing. Everyone else never downloads it.
 */
export function DeletionResumeGate() {
  const missing = useAuthStore((s) => s.status === 'signedIn' && s.userMissing);
  // Sticky: the resume screen must outlive the session it ends (it then goes to /login with the notice).
  const [wanted, setWanted] = useState(false);
  if (missing && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DeletionResume />
    </Suspense>
  );
}
