// The restaurant's code a diner typed or scanned (decision 0046), read once by its id (the SHA-256 of
// the secret). A code claimed by someone else is refused to this reader by the rules: that reads as used.
import { getDoc, type Firestore } from 'firebase/firestore';
import { firestore } from '@/firebase/firebase';
import { billCodeDoc } from '@/firebase/collections';
import { AppError } from '@/domain/app-error';
import { billCodeId, billCodeProblem, toBillCode, type BillCode } from '@/domain/bill-code';

/** The code named by `secret`, checked claimable now; throws an AppError whose message says why not. */
export async function fetchClaimableCode(
  secret: string,
  now: Date = new Date(),
  db: Firestore = firestore(),
): Promise<BillCode> {
  const codeId = await billCodeId(secret);
  let code: BillCode | null;
  try {
    const snap = await getDoc(billCodeDoc(db, codeId));
    code = snap.exists() ? toBillCode(snap.id, snap.data()) : null;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'permission-denied')
      throw new AppError('scan:code.errors.used', undefined, { cause: error });
    throw new AppError('scan:code.errors.checkFailed', undefined, { cause: error });
  }
  const problem = billCodeProblem(code, now);
  if (problem) throw new AppError(`scan:code.errors.${problem}`);
  return code!;
}
