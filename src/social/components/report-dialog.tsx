import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Modal } from '@/components/ui/modal';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  sendReport,
  type ReportKind,
  type ReportReason,
} from '../api/reports';
import { errorText } from '@/i18n/error-text';

export interface ReportTarget {
  kind: ReportKind;
  itemId: string;
  reportedUserId: string;
}

interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  reporterId: string;
  target: ReportTarget;
}

/**
 * Report a post, comment, message or user (decision 0030): a reason from a short list and optional
 * details, sent once; then the confirmation that it was received.
 */
export function ReportDialog({ open, onClose, reporterId, target }: ReportDialogProps) {
  const { t } = useTranslation('social');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!reason) return setError(t('report.errors.pickReason'));
    setSending(true);
    setError(null);
    try {
      await sendReport({ reporterId, ...target, reason, details });
      setSent(true);
    } catch (err) {
      setError(errorText(err, 'social:report.errors.failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal open={open} title={t(`report.title.${target.kind}`)} onClose={onClose}>
      {sent ? (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-sm">
            {t('report.received')}
          </p>
          <Button onClick={onClose}>{t('report.done')}</Button>
        </div>
      ) : (
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3">
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium">{t('report.question')}</legend>
            {REPORT_REASONS.map((r) => (
              <label key={r} className="flex min-h-11 items-center gap-3 text-sm">
                <input
                  type="radio"
                  name="report-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                />
                {t(`report.reasons.${r}`)}
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('report.details')}
            <textarea
              value={details}
              onChange={(e) => setDetails(e.target.value)}
              maxLength={REPORT_DETAILS_MAX}
              rows={3}
              className="rounded-xl border border-zinc-300 bg-white px-3 py-2 font-normal dark:border-zinc-700 dark:bg-zinc-900"
            />
          </label>
          {error && <ErrorMessage>{error}</ErrorMessage>}
          <Button type="submit" busy={sending} disabled={!reason}>
            {sending ? t('report.sending') : t('report.submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
