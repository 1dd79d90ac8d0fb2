// The evaluation page of `npm run eval:receipts`: the app's own on-device path (prepare the photo as
// the scan screen does, read it with tesseract.js in a worker, parse the text), driven from Node.
import { readBillOnDevice } from '@/features/scan/api/read-bill-on-device';
import { prepareReceiptImage } from '@/features/scan/prepare-image';

declare global {
  interface Window {
    evalReceipt: (jpegBase64: string, today: string) => Promise<unknown>;
  }
}

window.evalReceipt = async (jpegBase64, today) => {
  const bytes = Uint8Array.from(atob(jpegBase64), (c) => c.charCodeAt(0));
  const file = new File([bytes], 'receipt.jpg', { type: 'image/jpeg' });
  const started = performance.now();
  const prepared = await prepareReceiptImage(file);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const read = await readBillOnDevice(prepared.dataUrl, undefined, new Date(y, m - 1, d, 12));
  return { ...read, ms: Math.round(performance.now() - started) };
};

document.getElementById('state')!.textContent = 'ready';
