// "Going" and taking it back (decision 0051): one transaction over the event and my attendance document.
// The count and the cap are the rules' (events.rules); the transaction reads the stored count first so
// that a full event is refused with its message, and a commit the rules refuse because another member
// took the last place meanwhile runs again on fresh reads (rulesRaceRuns) and is then refused as full.
import type { Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { runGuardedTransaction } from '@/firebase/guarded-transaction';
import { applyWriteSteps } from '@/firebase/write-steps';
import { AppError, isAppError } from '@/domain/app-error';
import { eventAttendeeDoc, groupEventDoc } from '@/firebase/collections';
import { goingSteps } from './event-docs';
import { isFull, isPast, toGroupEvent } from '../model/group-event';

export async function setGoing(
  groupId: string,
  eventId: string,
  uid: string,
  going: boolean,
  db: Firestore = firestore(),
): Promise<void> {
  try {
    await runGuardedTransaction(
      db,
      async (tx) => {
        const [e, mine] = await Promise.all([
          tx.get(groupEventDoc(db, groupId, eventId)),
          tx.get(eventAttendeeDoc(db, groupId, eventId, uid)),
        ]);
        if (!e.exists()) throw new AppError('groups:events.errors.notFound');
        if (mine.exists() === going) return;
        const event = toGroupEvent(groupId)(e.id, e.data());
        if (going) {
          if (event.cancelled) throw new AppError('groups:events.errors.cancelled');
          if (isPast(event)) throw new AppError('groups:events.errors.past');
          if (isFull(event)) throw new AppError('groups:events.errors.full');
        }
        applyWriteSteps(tx, goingSteps(db, groupId, eventId, uid, going));
      },
      { rulesRaceRuns: 3 },
    );
  } catch (err) {
    throw new AppError(
      isAppError(
        err,
        'groups:events.errors.notFound',
        'groups:events.errors.cancelled',
        'groups:events.errors.past',
        'groups:events.errors.full',
        'common:offline.action',
      )
        ? err.key
        : 'groups:events.errors.goingFailed',
      undefined,
      { cause: err },
    );
  }
}
