// The creator's moves on an event (decision 0051): create, edit, cancel. Each is its own write, then the
// members it concerns are notified (notify-event.ts): a failed notification leaves the event saved and
// says so.
import { type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction, whileOnline } from '@/firebase/guarded-transaction';
import { applyWriteSteps } from '@/firebase/write-steps';
import { writeBatch } from 'firebase/firestore';
import { AppError, isAppError } from '@/domain/app-error';
import { groupDoc, groupEventDoc } from '@/firebase/collections';
import { cancelEventSteps, createEventSteps, editEventSteps, newEventId } from './event-docs';
import { notifyEvent } from './notify-event';
import type { EventInput } from '../model/group-event';

export interface SavedEvent {
  eventId: string;
  /** The members could not all be told (the event itself is saved). */
  notifyFailed: boolean;
}

async function thenNotify(
  db: Firestore,
  groupId: string,
  eventId: string,
  actorId: string,
): Promise<SavedEvent> {
  try {
    await notifyEvent(groupId, eventId, actorId, db);
    return { eventId, notifyFailed: false };
  } catch {
    return { eventId, notifyFailed: true };
  }
}

/** A new event of the group, then its members are told. */
export async function createEvent(
  groupId: string,
  actorId: string,
  input: EventInput,
  db: Firestore = firestore(),
): Promise<SavedEvent> {
  const eventId = newEventId(db, groupId);
  try {
    const batch = writeBatch(db);
    applyWriteSteps(batch, createEventSteps(db, groupId, eventId, input));
    await whileOnline(() => batch.commit(), 15_000);
  } catch (err) {
    throw new AppError(isAppError(err) ? err.key : 'groups:events.errors.saveFailed', undefined, {
      cause: err,
    });
  }
  return thenNotify(db, groupId, eventId, actorId);
}

/** A change or the cancellation, on the stored event (refused once cancelled), then the going are told. */
async function changeEvent(
  db: Firestore,
  groupId: string,
  eventId: string,
  actorId: string,
  steps: (db: Firestore) => ReturnType<typeof editEventSteps>,
): Promise<SavedEvent> {
  try {
    await runGuardedTransaction(db, async (tx) => {
      const [g, e] = await Promise.all([
        tx.get(groupDoc(db, groupId)),
        tx.get(groupEventDoc(db, groupId, eventId)),
      ]);
      if (!g.exists() || !e.exists()) throw new AppError('groups:events.errors.notFound');
      if (g.get('creatorId') !== actorId) throw new AppError('groups:events.errors.saveFailed');
      if (e.get('cancelled') === true) throw new AppError('groups:events.errors.cancelled');
      applyWriteSteps(tx, steps(db));
    });
  } catch (err) {
    throw new AppError(
      isAppError(
        err,
        'groups:events.errors.notFound',
        'groups:events.errors.cancelled',
        'common:offline.action',
      )
        ? err.key
        : 'groups:events.errors.saveFailed',
      undefined,
      { cause: err },
    );
  }
  return thenNotify(db, groupId, eventId, actorId);
}

export const editEvent = (
  groupId: string,
  eventId: string,
  actorId: string,
  input: EventInput,
  db: Firestore = firestore(),
) => changeEvent(db, groupId, eventId, actorId, (d) => editEventSteps(d, groupId, eventId, input));

export const cancelEvent = (groupId: string, eventId: string, actorId: string, db: Firestore = firestore()) =>
  changeEvent(db, groupId, eventId, actorId, (d) => cancelEventSteps(d, groupId, eventId));
