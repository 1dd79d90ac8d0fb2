import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { OcrProgress } from '../ocr/ocr-progress';
import type { PrepareStage } from '../prepare-image';

interface ScanProgressProps {
  phase: 'preparing' | 'scanning';
  stage?: PrepareStage | null;
  /** An on-device reading's stage and percentage. */
  reading?: OcrProgress | null;
}

/**
 * 'Preparing image...' with its stage, then 'Analyzing receipt...'; for an on-device reading also its
 * stage and a progress bar. The stage is announced politely; the percentage is shown, not announced.
 */
export function ScanProgress({ phase, stage, reading }: ScanProgressProps) {
  const { t } = useTranslation('scan');
  const percent = reading?.percent ?? null;
  const readingStage = reading ? t(`ocr.${reading.stage}`) : null;
  return (
    <div className="flex flex-col items-center gap-2 py-4 text-zinc-700 dark:text-zinc-200">
      <div role="status" className="flex items-center justify-center gap-3">
        <Spinner size="sm" label="" />
        {phase === 'scanning' ? (
          <span>
            <span className="font-medium">{t('screen.analyzing')}</span>
            {readingStage && (
              <span className="block text-sm text-zinc-500 dark:text-zinc-400">{readingStage}</span>
            )}
          </span>
        ) : (
          <span>
            <span className="font-medium">{t('screen.preparing')}</span>{' '}
            <span className="text-sm text-zinc-500 dark:text-zinc-400">
              ({t(`prepare.${stage ?? 'reading'}`)})
            </span>
          </span>
        )}
      </div>
      {reading && (
        <div className="flex w-full max-w-xs items-center gap-2">
          {/* Without a value the bar is indeterminate: a stage that cannot tell how far it is. */}
          <progress
            aria-label={readingStage ?? undefined}
            max={100}
            value={percent ?? undefined}
            className="h-2 w-full overflow-hidden rounded-full accent-amber-500 [&::-webkit-progress-bar]:bg-zinc-200 [&::-webkit-progress-value]:bg-amber-500 dark:[&::-webkit-progress-bar]:bg-zinc-800"
          />
          <span aria-hidden="true" className="w-10 text-right text-sm tabular-nums">
            {percent === null ? '' : t('prepare.percent', { percent })}
          </span>
        </div>
      )}
    </div>
  );
}
