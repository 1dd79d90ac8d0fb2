// What the useBillScan tests share: a bill, a diner and an owner, and the hook rendered with stand-ins
// for every dependency (the save stays in flight unless a test says otherwise).
import { renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import type { UserRecord } from '@/domain/user-record';
import type { SaveBillOutcome } from '../api/save-bill';
import type { ExtractedBill } from '../model/bill';
import { localIsoDate } from '../model/bill-date';
import { useBillScan, type BillScanDeps } from './use-bill-scan';

const config = { apiKey: 'k', baseURL: 'http://vision.test', model: 'm' };
export const bill: ExtractedBill = {
  restaurantName: 'Trattoria Roma',
  address: 'Via Appia 1, Rome',
  totalAmount: 42.5,
  date: localIsoDate(new Date()),
  items: [],
};
export const diner = {
  uid: 'alice',
  isRestaurantOwner: false,
  restaurantProfile: null,
} as unknown as UserRecord;
export const owner = { ...diner, isRestaurantOwner: true } as UserRecord;
export const file = () => new File(['x'], 'receipt.jpg', { type: 'image/jpeg' });

export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const reading = {
  restaurantName: 'TRATTORIA ROMA',
  address: 'Via Appia 1, Rome',
  totalAmount: 42.5,
  date: localIsoDate(new Date()),
  items: [],
};
export const receiptText = 'TRATTORIA ROMA\nVia Appia 1, Rome\nTOTALE 42,50';

export function setup(claimed: Promise<boolean>, over: Partial<BillScanDeps> = {}) {
  const save = vi.fn<BillScanDeps['saveScannedBill']>(
    () => new Promise<SaveBillOutcome>(() => {}), // stays in flight
  );
  const deps: BillScanDeps = {
    prepareReceiptImage: async () => ({
      dataUrl: 'data:image/jpeg;base64,eA==',
      bytesIn: 1,
      bytesOut: 1,
      width: 1,
      height: 1,
    }),
    analyzeBill: vi.fn(async () => bill),
    readOnDevice: vi.fn(
      async (_dataUrl: string, onProgress?: (p: { stage: 'recognizing'; percent: number }) => void) => {
        onProgress?.({ stage: 'recognizing', percent: 50 });
        return { reading, text: { text: receiptText, lines: [] } };
      },
    ),
    releaseReader: vi.fn(),
    isReceiptClaimed: vi.fn(() => claimed),
    saveScannedBill: save,
    subscribeToBillDay: () => () => {},
    ...over,
  };
  const hook = renderHook(() => useBillScan(config, () => {}, deps));
  return { hook, save, deps };
}
