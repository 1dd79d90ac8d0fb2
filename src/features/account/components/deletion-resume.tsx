import { t } from 'i18next';
import i18next from 'i18next';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { PATHS } from '@/domain/paths';
import { signOutToFinish } from '../api/delete-auth-user';
import { useAuthStore } from '@/stores/auth-store';
import { resetDeletion, runAccountDeletion, useDeletionStore } from '../hooks/use-deletion-store';
import { DeletionProgressList } from './deletion-progress';
import { isAppError } from '@/domain/app-error';
import { errorText } from '@/i18n/error-text';

/** Looks for a deletion under way once per signed-in user whose record is missing; resumes it if found. */
function useResumeCheck() {
  const uid = useAuthStore((s) => s.uid);
  const missing = useAuthStore((s) => s.status === 'signedIn' && s.userMissing);
  // A sign-in or sign-up still running: its record may simply not be written yet.
  const busy = useAuthStore((s) => s.busy);
  const checked = useRef<string | null>(null);
  useEffect(() => {
    if (!uid || !missing || busy || checked.current === uid) return;
    checked.current = uid;
    // A run of this tab (the dialog) deleted the record itself: nothing to resume.
    if (useDeletionStore.getState().phase !== 'idle') return;
    // The run's messages and the screen's texts are made from the account catalogue: at hand before it starts.
    Promise.all([
      import('../api/deletion/deletion-under-way').then(({ deletionUnderWay }) => deletionUnderWay(uid)),
      i18next.loadNamespaces('account'),
    ]).then(
      ([underWay]) => {
        if (underWay && useAuthStore.getState().uid === uid)
          void runAccountDeletion(uid, { origin: 'resume' });
      },
      // Offline or refused: the next start of the session looks again.
      (err: unknown) => {
        checked.current = null;
        console.warn('Could not look for a deletion under way', err);
      },
    );
  }, [uid, missing, busy]);
}

/**
 * Mounted at the root: a sign-in that finds the user's deletion under way (the marker, decision 0031)
 * finishes it on a full-screen status, then goes to /login with the notice.
 */
export function DeletionResume() {
  useResumeCheck();
  const { origin, phase } = useDeletionStore();
  const navigate = useNavigate();

  useEffect(() => {
    // Either run (the dialog's page may be gone: signed out, the guard left /privacy).
    if (phase !== 'done') return;
    navigate(PATHS.login, { replace: true, state: { notice: t('account:deletion.messages.deleted') } });
    resetDeletion();
  }, [phase, navigate]);

  // Signed out meanwhile (another tab finished the deletion, or Sign out below): nothing left to show.
  const signedOut = useAuthStore((s) => s.status === 'signedOut');
  useEffect(() => {
    if (signedOut && phase === 'failed') resetDeletion();
  }, [signedOut, phase]);

  if (origin !== 'resume' || phase === 'idle' || phase === 'done') return null;
  // Only the screen waits for its texts: the check and the way out above never do.
  return (
    <Suspense fallback={null}>
      <ResumeScreen />
    </Suspense>
  );
}

/** The full-screen status of a resumed deletion: its steps, and after a failure Try again or Sign out. */
function ResumeScreen() {
  const { t } = useTranslation('account');
  const { phase, progress, error } = useDeletionStore();
  const uid = useAuthStore((s) => s.uid);
  const signInAgain = isAppError(error, 'account:deletion.messages.signInAgain');
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="deletion-resume-title"
      className="fixed inset-0 z-50 flex items-center justify-center bg-white p-6 dark:bg-zinc-950"
    >
      <div className="flex w-full max-w-sm flex-col gap-4">
        <h1 id="deletion-resume-title" className="text-xl font-bold">
          {t('deletion.messages.finishing')}
        </h1>
        {phase === 'running' && <Spinner label="" />}
        {progress && <DeletionProgressList progress={progress} />}
        {phase === 'failed' && error && (
          <>
            <ErrorMessage look="box">{errorText(error)}</ErrorMessage>
            {signInAgain ? (
              <Button
                onClick={() => {
                  resetDeletion();
                  void signOutToFinish();
                }}
              >
                {t('deletion.signOut')}
              </Button>
            ) : (
              <Button
                variant="danger"
                onClick={() => uid && void runAccountDeletion(uid, { origin: 'resume' })}
              >
                {t('deletion.tryAgain')}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
