// Reads a QR code from the camera's picture (decision 0046): the browser's BarcodeDetector where it reads
// QR codes (Chrome on Android and macOS), else jsQR, pure JavaScript, loaded on demand in its own chunk
// so that the screens that never open the camera do not carry it (Safari, Firefox and Chrome on Linux
// or Windows have no BarcodeDetector).

/** The text of the QR code in the frame, or null when none can be read in it. */
export type QrFrameReader = (frame: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The longest side a frame is scaled to before jsQR looks at it: enough for a code filling a third. */
const MAX_SIDE = 640;

/** The browser's own reader, when it has one that reads QR codes. */
async function nativeReader(scope: object): Promise<QrFrameReader | null> {
  const Detector = (scope as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (typeof Detector !== 'function') return null;
  const formats = await Detector.getSupportedFormats().catch(() => [] as string[]);
  if (!formats.includes('qr_code')) return null;
  const detector = new Detector({ formats: ['qr_code'] });
  return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
}

/** The QR code's text in RGBA pixels (jsQR, loaded on first use), or null. */
export async function readQrPixels(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  // The till draws black on white in both themes: no need to try the inverted picture (twice the work).
  return jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/** jsQR over the frame drawn, scaled down, on a canvas of its own. */
async function scriptReader(): Promise<QrFrameReader> {
  await import('jsqr'); // loaded now, so the first frame is not the one that waits for it
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (frame) => {
    const { videoWidth: w, videoHeight: h } = frame;
    if (!context || !w || !h) return null;
    const scale = Math.min(1, MAX_SIDE / Math.max(w, h));
    canvas.width = Math.round(w * scale);
    canvas.height = Math.round(h * scale);
    context.drawImage(frame, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    return readQrPixels(data, canvas.width, canvas.height);
  };
}

/** A reader of QR codes for this browser: its BarcodeDetector, else jsQR. */
export async function createQrReader(scope: object = globalThis): Promise<QrFrameReader> {
  return (await nativeReader(scope)) ?? scriptReader();
}
