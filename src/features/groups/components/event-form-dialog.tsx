import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Field } from '@/components/ui/field';
import { Input, TextArea } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { useAsync } from '@/hooks/use-async';
import { useDebounced } from '@/hooks/use-debounced';
import { errorText } from '@/i18n/error-text';
import { useToastStore } from '@/stores/toast-store';
import { createEvent, editEvent } from '../api/save-event';
import { searchPlaces, type PlaceOption } from '../api/search-places';
import {
  EMPTY_EVENT_DRAFT,
  EVENT_ADDRESS_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_MAX_ATTENDEES,
  EVENT_PLACE_MAX,
  EVENT_TITLE_MAX,
  checkEventDraft,
  draftOf,
  type EventDraft,
  type EventField,
  type EventFieldError,
  type GroupEvent,
} from '../model/group-event';

const SEARCH_DEBOUNCE_MS = 300;

interface EventFormDialogProps {
  groupId: string;
  uid: string;
  /** The event to edit; none: a new one. */
  event?: GroupEvent;
  onClose: () => void;
}

/** The creator's event form (decision 0051): a new event or a change, in a dialog. */
export function EventFormDialog({ groupId, uid, event, onClose }: EventFormDialogProps) {
  const { t } = useTranslation('groups');
  const toast = useToastStore((s) => s.show);
  const [draft, setDraft] = useState<EventDraft>(() => (event ? draftOf(event) : EMPTY_EVENT_DRAFT));
  const [errors, setErrors] = useState<Partial<Record<EventField, EventFieldError>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<EventDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const fieldError = (f: EventField) => (errors[f] ? t(`events.fieldErrors.${errors[f]}`) : null);

  const term = useDebounced(draft.restaurantKey ? '' : draft.place.trim(), SEARCH_DEBOUNCE_MS);
  const places = useAsync<PlaceOption[]>(term || null, () => searchPlaces(term), '');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkEventDraft(draft, new Date(), event?.goingCount ?? 0);
    setErrors(checked.errors);
    if (!checked.input) return;
    setBusy(true);
    setError(null);
    try {
      const saved = event
        ? await editEvent(groupId, event.id, uid, checked.input)
        : await createEvent(groupId, uid, checked.input);
      toast(
        saved.notifyFailed ? t('events.notifyFailed') : t(event ? 'events.saved' : 'events.created'),
        saved.notifyFailed ? 'error' : 'success',
        saved.notifyFailed ? 6000 : 3000,
      );
      onClose();
    } catch (err) {
      setError(errorText(err, 'groups:events.errors.saveFailed'));
      setBusy(false);
    }
  }

  const pick = (p: PlaceOption) =>
    set({
      place: p.name.slice(0, EVENT_PLACE_MAX),
      address: p.address.slice(0, EVENT_ADDRESS_MAX),
      restaurantKey: p.restaurantKey,
    });
  const options = draft.restaurantKey ? [] : (places.data ?? []);

  return (
    <Modal open title={t(event ? 'events.form.editTitle' : 'events.form.createTitle')} onClose={onClose}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-busy={busy || undefined}>
        <Field label={t('events.form.title')} error={fieldError('title')}>
          <Input
            value={draft.title}
            maxLength={EVENT_TITLE_MAX}
            required
            onChange={(e) => set({ title: e.target.value })}
            disabled={busy}
          />
        </Field>
        <Field label={t('events.form.startsAt')} error={fieldError('startsAt')}>
          <Input
            type="datetime-local"
            value={draft.startsAt}
            required
            onChange={(e) => set({ startsAt: e.target.value })}
            disabled={busy}
          />
        </Field>
        <Field
          label={t('events.form.place')}
          hint={draft.restaurantKey ? t('events.form.picked') : t('events.form.placeHint')}
          error={fieldError('place')}
        >
          <Input
            value={draft.place}
            maxLength={EVENT_PLACE_MAX}
            required
            autoComplete="off"
            onChange={(e) => set({ place: e.target.value, restaurantKey: '' })}
            disabled={busy}
          />
        </Field>
        {draft.restaurantKey && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => set({ restaurantKey: '' })}
            disabled={busy}
          >
            {t('events.form.unlink')}
          </Button>
        )}
        {options.length > 0 && (
          <ul aria-label={t('events.form.suggestions')} className="flex flex-col gap-1">
            {options.map((p) => (
              <li key={p.restaurantKey}>
                <button
                  type="button"
                  onClick={() => pick(p)}
                  disabled={busy}
                  className="flex min-h-11 w-full flex-col items-start rounded-xl border border-zinc-200 px-3 py-2 text-left text-sm hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
                >
                  <span className="font-medium text-zinc-900 dark:text-zinc-50">{p.name}</span>
                  <span className="text-xs text-zinc-600 dark:text-zinc-400">{p.address}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <Field label={t('events.form.address')} error={fieldError('address')}>
          <Input
            value={draft.address}
            maxLength={EVENT_ADDRESS_MAX}
            required
            onChange={(e) => set({ address: e.target.value })}
            disabled={busy}
          />
        </Field>
        <Field label={t('events.form.description')} error={fieldError('description')}>
          <TextArea
            rows={3}
            value={draft.description}
            maxLength={EVENT_DESCRIPTION_MAX}
            onChange={(e) => set({ description: e.target.value })}
            disabled={busy}
          />
        </Field>
        <Field
          label={t('events.form.maxAttendees')}
          hint={t('events.form.maxHint')}
          error={fieldError('maxAttendees')}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={EVENT_MAX_ATTENDEES}
            value={draft.maxAttendees}
            onChange={(e) => set({ maxAttendees: e.target.value })}
            disabled={busy}
          />
        </Field>
        {error && <ErrorMessage>{error}</ErrorMessage>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            {t('events.form.close')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('events.form.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
