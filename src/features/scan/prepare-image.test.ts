import heic2any from 'heic2any';
import { JPEG_QUALITY, MAX_LONG_SIDE, prepareReceiptImage } from './prepare-image';

vi.mock('heic2any', () => ({ default: vi.fn() }));

// jsdom has no image decoding and no canvas: these tests stub them and check the flow around them.
// The real pixels are exercised by a browser test.
describe('prepareReceiptImage (flow, stubbed decoding)', () => {
  const bytes = (n: number) => new Uint8Array(n).fill(65);
  const bitmap = (width: number, height: number) => ({ width, height, close: vi.fn() });
  const base64 = (n: number) => btoa('A'.repeat(n));

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(heic2any).mockReset();
  });

  function stubCanvas() {
    const ctx = {
      fillStyle: '',
      imageSmoothingEnabled: false,
      imageSmoothingQuality: 'low',
      fillRect: vi.fn(),
      drawImage: vi.fn(),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      ctx as unknown as CanvasRenderingContext2D,
    );
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((cb: BlobCallback) => cb(new Blob([bytes(30)], { type: 'image/jpeg' })));
    return { ctx, toBlob };
  }

  it('sends a small JPEG as it is', async () => {
    const bm = bitmap(800, 600);
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(bm));
    const onProgress = vi.fn();
    const file = new File([bytes(12)], 'bill.jpg', { type: 'image/jpeg' });

    const out = await prepareReceiptImage(file, onProgress);

    expect(out).toEqual({
      dataUrl: `data:image/jpeg;base64,${base64(12)}`,
      bytesIn: 12,
      bytesOut: 12,
      width: 800,
      height: 600,
    });
    expect(onProgress).not.toHaveBeenCalled();
    expect(bm.close).toHaveBeenCalled();
  });

  it('downscales a large photo to a JPEG of at most 2048 px', async () => {
    const bm = bitmap(4032, 3024);
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(bm));
    const { ctx, toBlob } = stubCanvas();
    const onProgress = vi.fn();
    const file = new File([bytes(50)], 'bill.png', { type: 'image/png' });

    const out = await prepareReceiptImage(file, onProgress);

    expect(out).toEqual({
      dataUrl: `data:image/jpeg;base64,${base64(30)}`,
      bytesIn: 50,
      bytesOut: 30,
      width: 2048,
      height: 1536,
    });
    expect(onProgress).toHaveBeenCalledWith('resizing');
    expect(ctx.drawImage).toHaveBeenCalledWith(bm, 0, 0, 2048, 1536);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', JPEG_QUALITY);
    expect(bm.close).toHaveBeenCalled();
    expect(MAX_LONG_SIDE).toBe(2048);
  });

  it('re-encodes a heavy file even when its size in pixels is small', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(bitmap(1600, 1200)));
    stubCanvas();
    const file = new File([bytes(2 * 1024 * 1024)], 'bill.jpg', { type: 'image/jpeg' });
    const out = await prepareReceiptImage(file);
    expect(out).toMatchObject({ width: 1600, height: 1200, bytesOut: 30, bytesIn: 2 * 1024 * 1024 });
  });

  it('re-encodes a small image of another type (GIF, BMP...) as JPEG', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(bitmap(100, 100)));
    stubCanvas();
    const out = await prepareReceiptImage(new File([bytes(10)], 'bill.gif', { type: 'image/gif' }));
    expect(out.dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
  });

  it('converts HEIC to JPEG first (by type or by extension)', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(bitmap(1000, 750)));
    vi.mocked(heic2any).mockResolvedValue(new Blob([bytes(20)], { type: 'image/jpeg' }));
    const onProgress = vi.fn();

    const out = await prepareReceiptImage(new File([bytes(40)], 'IMG_0001.HEIC', { type: '' }), onProgress);

    expect(onProgress).toHaveBeenCalledWith('converting');
    expect(vi.mocked(heic2any)).toHaveBeenCalledWith(expect.objectContaining({ toType: 'image/jpeg' }));
    expect(out).toEqual({
      dataUrl: `data:image/jpeg;base64,${base64(20)}`,
      bytesIn: 40,
      bytesOut: 20,
      width: 1000,
      height: 750,
    });

    vi.mocked(heic2any).mockResolvedValue([new Blob([bytes(5)], { type: 'image/jpeg' })]);
    const second = await prepareReceiptImage(new File([bytes(40)], 'photo', { type: 'image/heif' }));
    expect(second.bytesOut).toBe(5);
  });

  it('a HEIC file that cannot be converted is an invalid image', async () => {
    vi.mocked(heic2any).mockRejectedValue(new Error('ERR_LIBHEIF format not supported'));
    await expect(
      prepareReceiptImage(new File([bytes(40)], 'x.heic', { type: 'image/heic' })),
    ).rejects.toThrow('scan:errors.invalidImageFormat');
  });

  it('an undecodable file is an invalid image (createImageBitmap and <img> both fail)', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn().mockRejectedValue(new DOMException('bad', 'InvalidStateError')),
    );
    const revoke = vi.fn();
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, { createObjectURL: () => 'blob:fake', revokeObjectURL: revoke }),
    );
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement) {
      queueMicrotask(() => this.onerror?.(new Event('error')));
    });

    await expect(prepareReceiptImage(new File([bytes(40)], 'x.jpg', { type: 'image/jpeg' }))).rejects.toThrow(
      'scan:errors.invalidImageFormat',
    );
    expect(revoke).toHaveBeenCalledWith('blob:fake');
  });
});
