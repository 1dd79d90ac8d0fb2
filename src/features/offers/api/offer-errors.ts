// The messages of the offers' writes (decision 0037: an AppError carries a catalogue key). The
// 'offers' catalogue is the screens' (src/i18n/locales/{en,it}/offers.json); until it holds these keys
// the type checker does not know them, hence the one cast below.
import { AppError, type MessageKey } from '@/domain/app-error';
import { errorCode } from '@/firebase/error-code';

const OFFER_ERRORS = {
  alreadyUsed: 'offers:errors.alreadyUsed',
  ended: 'offers:errors.ended',
  notYet: 'offers:errors.notYet',
  expired: 'offers:errors.expired',
  capReached: 'offers:errors.capReached',
  redeemFailed: 'offers:errors.redeemFailed',
  sendFailed: 'offers:errors.sendFailed',
  createFailed: 'offers:errors.createFailed',
  endFailed: 'offers:errors.endFailed',
  noRestaurant: 'offers:errors.noRestaurant',
} as const;

export type OfferErrorName = keyof typeof OFFER_ERRORS;

export const offerError = (name: OfferErrorName, options?: ErrorOptions): AppError =>
  new AppError(OFFER_ERRORS[name] as MessageKey, undefined, options);

/** Any failure as the app's error: an AppError as it is, offline as the common offline message, else `name`. */
export function asOfferError(err: unknown, name: OfferErrorName): AppError {
  if (err instanceof AppError) return err;
  if (errorCode(err) === 'unavailable')
    return new AppError('common:offline.action', undefined, { cause: err });
  return offerError(name, { cause: err });
}
