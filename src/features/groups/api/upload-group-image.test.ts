import type { FirebaseStorage } from 'firebase/storage';
import { resizeImage } from '@/platform/resize-image';
import { deleteStoredFile, uploadImage, type UploadInput } from '@/firebase/upload-image';
import { deleteReplacedGroupPhoto, uploadGroupImage } from './upload-group-image';

vi.mock('@/platform/resize-image', () => ({ resizeImage: vi.fn() }));
vi.mock('@/firebase/upload-image', async (original) => ({
  ...(await original<object>()),
  uploadImage: vi.fn(),
  deleteStoredFile: vi.fn(async () => {}),
}));

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

  it('puts a group photo in the uploader’s folder, keeps a small original’s extension, reports progress as 0..1', async () => {
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
    expect(out.path).toMatch(/^group-photos\/u1\/[0-9a-f-]{36}\.webp$/);
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

  it('puts a chat image in the group’s folder of the uploader, named after the JPEG the resizer made', async () => {
    const jpeg = new Blob([new Uint8Array([3])], { type: 'image/jpeg' });
    vi.mocked(resizeImage).mockResolvedValue({ blob: jpeg, type: 'image/jpeg', ext: 'jpg' } as never);
    const out = await uploadGroupImage('group-messages', 'g2', 'u1', file, 'webp', () => {}, storage);
    expect(out.path).toMatch(/^group-messages\/g2\/u1\/[0-9a-f-]{36}\.jpg$/);
  });
});

describe('deleteReplacedGroupPhoto', () => {
  const url = (path: string) =>
    `http://127.0.0.1:9199/v0/b/demo-goldfork.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=t`;

  beforeEach(() => vi.mocked(deleteStoredFile).mockClear());

  it('deletes the replaced photo when it is the uploader’s own file', async () => {
    await deleteReplacedGroupPhoto(url('group-photos/u1/old.jpg'), url('group-photos/u1/new.jpg'), 'u1');
    expect(deleteStoredFile).toHaveBeenCalledWith(url('group-photos/u1/old.jpg'));
  });

  it('keeps a photo that is not theirs, none at all, and an unchanged one', async () => {
    await deleteReplacedGroupPhoto(url('group-photos/u2/old.jpg'), url('group-photos/u1/new.jpg'), 'u1');
    await deleteReplacedGroupPhoto(url('group-photos/g1/old.jpg'), url('group-photos/u1/new.jpg'), 'u1');
    await deleteReplacedGroupPhoto('', url('group-photos/u1/new.jpg'), 'u1');
    await deleteReplacedGroupPhoto(url('group-photos/u1/a.jpg'), url('group-photos/u1/a.jpg'), 'u1');
    expect(deleteStoredFile).not.toHaveBeenCalled();
  });
});
