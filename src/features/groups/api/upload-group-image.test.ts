import type { FirebaseStorage } from 'firebase/storage';
import { resizeImage } from '@/lib/resize-image';
import { uploadImage, type UploadInput } from '@/lib/upload-image';
import { uploadGroupImage } from './upload-group-image';

vi.mock('@/lib/resize-image', () => ({ resizeImage: vi.fn() }));
vi.mock('@/lib/upload-image', () => ({ uploadImage: vi.fn() }));

const storage = {} as FirebaseStorage;
const file = new File([new Uint8Array([1, 2])], 'Dinner.webp', { type: 'image/webp' });

describe('uploadGroupImage', () => {
  beforeEach(() => {
    vi.mocked(uploadImage).mockImplementation(async (input: UploadInput) => {
      input.onProgress?.(40);
      input.onProgress?.(100);
      return 'https://x/url';
    });
  });

  it('keeps a small original with its own extension and reports progress as 0..1', async () => {
    vi.mocked(resizeImage).mockResolvedValue({ blob: file, type: 'image/webp', ext: 'jpg' } as never);
    const progress: number[] = [];
    const out = await uploadGroupImage(
      'group-photos',
      'g1',
      'u1',
      file,
      'webp',
      (f) => progress.push(f),
      storage,
    );
    expect(out.url).toBe('https://x/url');
    expect(out.path).toMatch(/^group-photos\/g1\/[0-9a-f-]{36}\.webp$/);
    const [input, used] = vi.mocked(uploadImage).mock.calls[0];
    expect(used).toBe(storage);
    expect(input).toMatchObject({
      path: out.path,
      data: file,
      contentType: 'image/webp',
      customMetadata: { uploadedBy: 'u1', originalName: 'Dinner.webp' },
    });
    expect(progress).toEqual([0.4, 1]);
  });

  it('names a resized image after the JPEG the resizer made', async () => {
    const jpeg = new Blob([new Uint8Array([3])], { type: 'image/jpeg' });
    vi.mocked(resizeImage).mockResolvedValue({ blob: jpeg, type: 'image/jpeg', ext: 'jpg' } as never);
    const out = await uploadGroupImage('group-messages', 'g2', 'u1', file, 'webp', () => {}, storage);
    expect(out.path).toMatch(/^group-messages\/g2\/[0-9a-f-]{36}\.jpg$/);
  });
});
