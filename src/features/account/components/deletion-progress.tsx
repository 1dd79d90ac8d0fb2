import { useTranslation } from 'react-i18next';
import { statusOf, stepLabel, type DeletionProgress, type StepStatus } from '../model/deletion/plan';

const MARK: Record<StepStatus, string> = { done: '✓', running: '…', failed: '✕', pending: '' };
const LOOK: Record<StepStatus, string> = {
  done: 'text-zinc-900 dark:text-zinc-100',
  running: 'font-semibold text-amber-700 dark:text-amber-400',
  failed: 'font-semibold text-red-700 dark:text-red-400',
  pending: 'text-zinc-500 dark:text-zinc-400',
};

/** The steps of a deletion, each with its state, for the dialog and the resume screen. */
export function DeletionProgressList({ progress }: { progress: DeletionProgress }) {
  const { t } = useTranslation('account');
  return (
    <ol aria-label={t('deletion.progressLabel')} className="flex flex-col gap-1 text-sm">
      {progress.steps.map((name, i) => {
        const status = statusOf(progress, i);
        return (
          <li
            key={name}
            className={`flex items-center gap-2 ${LOOK[status]}`}
            aria-current={status === 'running' ? 'step' : undefined}
          >
            <span aria-hidden="true" className="inline-block w-4 text-center">
              {MARK[status]}
            </span>
            <span>{stepLabel(name)}</span>
            <span className="sr-only">: {t(`deletion.status.${status}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
