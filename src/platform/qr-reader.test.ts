import { encode } from 'uqr';
import { createQrReader, readQrPixels } from './qr-reader';

/** A QR code of `text` as RGBA pixels, `scale` pixels a module, black on white (as the till draws it). */
function qrPixels(text: string, scale = 4) {
  const { data } = encode(text, { ecc: 'M', border: 4 });
  const size = data.length * scale;
  const pixels = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const value = data[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
      pixels.set([value, value, value, 255], (y * size + x) * 4);
    }
  return { pixels, size };
}

describe('readQrPixels (jsQR)', () => {
  it('reads the code of a till', async () => {
    const { pixels, size } = qrPixels('ABCDE12345FGHJK67890');
    await expect(readQrPixels(pixels, size, size)).resolves.toBe('ABCDE12345FGHJK67890');
  });

  it('reads nothing in a picture with no code', async () => {
    const pixels = new Uint8ClampedArray(64 * 64 * 4).fill(255);
    await expect(readQrPixels(pixels, 64, 64)).resolves.toBeNull();
  });
});

describe('createQrReader', () => {
  const frame = {} as HTMLVideoElement;

  it("uses the browser's BarcodeDetector when it reads QR codes", async () => {
    const detect = vi.fn().mockResolvedValue([{ rawValue: 'ABCDE12345FGHJK67890' }]);
    const formats = vi.fn().mockResolvedValue(['ean_13', 'qr_code']);
    const made: unknown[] = [];
    const BarcodeDetector = Object.assign(
      function (this: unknown, options: unknown) {
        made.push(options);
        return { detect };
      },
      { getSupportedFormats: formats },
    );
    const read = await createQrReader({ BarcodeDetector });
    await expect(read(frame)).resolves.toBe('ABCDE12345FGHJK67890');
    expect(made).toEqual([{ formats: ['qr_code'] }]);
    expect(detect).toHaveBeenCalledWith(frame);
  });

  it('gives null for a frame with no code, with BarcodeDetector', async () => {
    const BarcodeDetector = Object.assign(
      function () {
        return { detect: () => Promise.resolve([]) };
      },
      { getSupportedFormats: () => Promise.resolve(['qr_code']) },
    );
    const read = await createQrReader({ BarcodeDetector });
    await expect(read(frame)).resolves.toBeNull();
  });

  it('falls back to jsQR where BarcodeDetector reads no QR code, or is missing', async () => {
    const detect = vi.fn();
    const BarcodeDetector = Object.assign(
      function () {
        return { detect };
      },
      { getSupportedFormats: () => Promise.resolve(['ean_13']) },
    );
    // The frame as the canvas gives it back: a till's code, 4 pixels a module.
    const { pixels, size } = qrPixels('ABCDE12345FGHJK67890');
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
      getImageData: () => ({ data: pixels }),
    } as unknown as CanvasRenderingContext2D);
    const video = { videoWidth: size, videoHeight: size } as HTMLVideoElement;
    for (const scope of [{ BarcodeDetector }, {}]) {
      const read = await createQrReader(scope);
      await expect(read(video)).resolves.toBe('ABCDE12345FGHJK67890');
      // A frame with no picture yet: nothing read, nothing drawn.
      await expect(read({ videoWidth: 0, videoHeight: 0 } as HTMLVideoElement)).resolves.toBeNull();
    }
    expect(drawImage).toHaveBeenCalledTimes(2);
    expect(detect).not.toHaveBeenCalled();
  });
});
