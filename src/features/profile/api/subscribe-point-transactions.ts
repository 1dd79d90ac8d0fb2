import { collection, query, where, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { subscribeQuery, type MapDoc } from '@/firebase/subscribe-query';
import { toDate } from '@/domain/user-record';
import { mergeTransfers, type PointTransfer } from '../model';

const toTransfer: MapDoc<PointTransfer> = (id, t) => ({
  id,
  senderId: typeof t.senderId === 'string' ? t.senderId : '',
  receiverId: typeof t.receiverId === 'string' ? t.receiverId : '',
  amount: typeof t.amount === 'number' ? t.amount : 0,
  createdAt: toDate(t.createdAt),
});

/**
 * Live query (spec section 7): pointTransactions where senderId or receiverId equals the user, newest
 * first. Two listeners (the rules let a user read only transfers that name them), merged and sorted
 * here, so neither query needs a composite index. Emits once both have answered; the first error
 * closes both.
 */
export function subscribeToPointTransactions(
  uid: string,
  onNext: (transfers: PointTransfer[]) => void,
  onError: (err: Error) => void,
  db: Firestore = firestore(),
): Unsubscribe {
  const col = collection(db, 'pointTransactions');
  let sent: PointTransfer[] | null = null;
  let received: PointTransfer[] | null = null;
  let closed = false;
  const emit = () => {
    if (!closed && sent && received) onNext(mergeTransfers(sent, received));
  };
  const fail = (err: Error) => {
    if (closed) return;
    stop();
    onError(err);
  };
  const stopSent = subscribeQuery(
    query(col, where('senderId', '==', uid)),
    toTransfer,
    (list) => {
      sent = list;
      emit();
    },
    fail,
  );
  const stopReceived = subscribeQuery(
    query(col, where('receiverId', '==', uid)),
    toTransfer,
    (list) => {
      received = list;
      emit();
    },
    fail,
  );
  function stop() {
    closed = true;
    stopSent();
    stopReceived();
  }
  return stop;
}
