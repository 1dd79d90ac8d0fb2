import { Spinner } from '@/components/ui/spinner';
import { SCAN_TEXTS } from '../model/messages';
import type { PrepareStage } from '../prepare-image';

const STAGE_TEXT: Record<PrepareStage | 'reading', string> = {
  reading: 'Reading photo',
  converting: 'Converting HEIC photo',
  resizing: 'Resizing photo',
};

/** 'Preparing image...' with its stage, then 'Analyzing receipt...'; announced politely. */
export function ScanProgress({
  phase,
  stage,
}: {
  phase: 'preparing' | 'scanning';
  stage?: PrepareStage | null;
}) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 py-4 text-zinc-700 dark:text-zinc-200"
    >
      <Spinner size="sm" label="" />
      {phase === 'scanning' ? (
        <span className="font-medium">{SCAN_TEXTS.analyzing}</span>
      ) : (
        <span>
          <span className="font-medium">{SCAN_TEXTS.preparing}</span>{' '}
          <span className="text-sm text-zinc-500 dark:text-zinc-400">({STAGE_TEXT[stage ?? 'reading']})</span>
        </span>
      )}
    </div>
  );
}
