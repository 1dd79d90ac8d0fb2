import { Fragment, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageTitle } from '@/components/ui/page-title';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { billCodeExpiry, formatBillCode } from '@/domain/bill-code';
import { PATHS } from '@/domain/paths';
import { restaurantKeyOf } from '@/domain/restaurant-key';
import { errorText } from '@/i18n/error-text';
import { formatEuro, formatTime } from '@/i18n/format';
import { useOwnRecord } from '@/hooks/use-own-record';
import { issueBillCode, type IssuedCode, type TillRestaurant } from '../api/bill-codes';
import { useBillCode } from '../hooks/use-bill-code';
import { tillAmountCents } from '../model/till';
import { QrCode } from './qr-code';

/**
 * /restaurant/till (owners only): staff type a bill's total and get a one-time code for the diner, as a
 * QR code and typed, with its live state (waiting, claimed, expired). Decision 0046.
 */
export function TillPage() {
  const { t } = useTranslation(['dashboard', 'restaurant']);
  // The remembered own record draws the page until the live one arrives (decision 0062).
  const { uid, user } = useOwnRecord();
  const profile = user?.restaurantProfile ?? null;
  if (!uid) return <FullPageSpinner />;
  return (
    <section aria-labelledby="till-title" className="pb-6">
      <PageTitle>
        <span id="till-title">{t('till.title')}</span>
      </PageTitle>
      <div className="flex flex-col gap-4 px-4">
        {profile ? (
          <Till
            uid={uid}
            restaurant={{
              restaurantKey: restaurantKeyOf(profile.name, profile.address),
              restaurantName: profile.name,
              address: profile.address,
            }}
          />
        ) : (
          <EmptyState
            title={t('till.noRestaurant')}
            action={
              <Link to={PATHS.restaurantProfile} className="font-semibold text-amber-700 dark:text-amber-400">
                {t('restaurant:page.setupTitle')}
              </Link>
            }
          />
        )}
      </div>
    </section>
  );
}

function Till({ uid, restaurant }: { uid: string; restaurant: TillRestaurant }) {
  const { t } = useTranslation(['dashboard', 'restaurant']);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState<(IssuedCode & { cents: number }) | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const cents = tillAmountCents(typed);
    if (cents === null) {
      setProblem(t('till.errors.amount'));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const code = await issueBillCode(uid, restaurant, cents);
      setIssued({ ...code, cents });
    } catch (err) {
      setProblem(errorText(err, 'dashboard:till.errors.issueFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (issued) return <IssuedCodeCard issued={issued} onNew={() => (setIssued(null), setTyped(''))} />;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-zinc-600 dark:text-zinc-300">{t('till.intro')}</p>
      <Field label={t('till.amountLabel')} error={problem}>
        <Input
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          disabled={busy}
          onChange={(e) => setTyped(e.target.value)}
        />
      </Field>
      <Button type="submit" block busy={busy} disabled={!typed.trim()}>
        {busy ? t('till.issuing') : t('till.issue')}
      </Button>
    </form>
  );
}

function IssuedCodeCard({ issued, onNew }: { issued: IssuedCode & { cents: number }; onNew: () => void }) {
  const { t } = useTranslation(['dashboard', 'restaurant']);
  const live = useBillCode(issued.codeId);
  const code = live.data ?? null;
  const expiry = code ? billCodeExpiry(code) : null;
  const [now, setNow] = useState(() => Date.now());
  // The expiry is shown when it passes (one timer, to that moment; not a wait of a test).
  useEffect(() => {
    if (!expiry) return;
    const left = expiry.getTime() - now;
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left + 50);
    return () => clearTimeout(timer);
  }, [expiry?.getTime(), now]); // eslint-disable-line react-hooks/exhaustive-deps
  const claimed = !!code?.claimedBy;
  const expired = !claimed && !!expiry && expiry.getTime() <= now;
  const typedCode = formatBillCode(issued.secret);
  return (
    <article
      aria-labelledby="till-code-title"
      className="flex flex-col items-center gap-3 rounded-2xl border border-zinc-200 bg-white p-4 text-center shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="till-code-title" className="text-lg font-semibold">
        {t('till.codeTitle', { amount: formatEuro(issued.cents / 100) })}
      </h2>
      {!claimed && !expired && (
        <QrCode value={issued.secret} label={t('till.qrLabel', { code: typedCode })} />
      )}
      <div>
        <p className="text-sm text-zinc-600 dark:text-zinc-300">{t('till.codeLabel')}</p>
        {/* On a narrow screen it wraps between groups only (a group read across two lines is misread). */}
        <p data-testid="till-code" className="font-mono text-xl font-bold tracking-wider">
          {typedCode.split('-').map((group, i) => (
            <Fragment key={i}>
              {i > 0 && (
                <>
                  -<wbr />
                </>
              )}
              {group}
            </Fragment>
          ))}
        </p>
      </div>
      <div role="status" aria-live="polite" className="text-sm font-medium">
        {live.loading && !code ? (
          <Spinner size="sm" />
        ) : claimed ? (
          <p className="text-emerald-700 dark:text-emerald-400">{t('till.claimed')}</p>
        ) : expired ? (
          <p className="text-red-700 dark:text-red-400">{t('till.expired')}</p>
        ) : (
          <>
            <p>{t('till.waiting')}</p>
            {expiry && (
              <p className="text-zinc-600 dark:text-zinc-300">
                {t('till.validUntil', { time: formatTime(expiry) })}
              </p>
            )}
          </>
        )}
      </div>
      {live.error && <ErrorState message={live.error} onRetry={live.retry} />}
      <Button variant="secondary" block onClick={onNew}>
        {t('till.newCode')}
      </Button>
    </article>
  );
}
