import { act, renderHook } from '@testing-library/react';
import { deleteStoredFile } from '@/firebase/upload-image';
import { uploadGroupImage } from '../api/upload-group-image';
import { useImageUpload } from './use-image-upload';

vi.mock('../api/upload-group-image', () => ({ uploadGroupImage: vi.fn() }));
vi.mock('@/firebase/upload-image', () => ({ deleteStoredFile: vi.fn(async () => {}) }));

const upload = vi.mocked(uploadGroupImage);
const remove = vi.mocked(deleteStoredFile);
const png = new File([new Uint8Array([1])], 'Photo.PNG', { type: 'image/png' });

describe('useImageUpload().saveWithImage', () => {
  beforeEach(() => {
    upload.mockReset();
    remove.mockClear();
  });

  it('uploads to the group folder, then writes with the URL', async () => {
    upload.mockResolvedValue({ url: 'https://x/p.png', path: 'group-photos/g1/p.png' });
    const write = vi.fn(async () => {});
    const { result } = renderHook(() => useImageUpload('group-photos'));
    await act(() => result.current.saveWithImage('g1', 'u1', png, 'groups:errors.uploadPhotoFailed', write));
    expect(upload).toHaveBeenCalledWith('group-photos', 'g1', 'u1', png, 'png', expect.any(Function));
    expect(write).toHaveBeenCalledWith('https://x/p.png');
    expect(remove).not.toHaveBeenCalled();
    expect(result.current.progress).toBeNull();
  });

  it("writes with '' and uploads nothing without a file", async () => {
    const write = vi.fn(async () => {});
    const { result } = renderHook(() => useImageUpload('group-messages'));
    await act(() => result.current.saveWithImage('g1', 'u1', null, 'groups:errors.uploadPhotoFailed', write));
    expect(upload).not.toHaveBeenCalled();
    expect(write).toHaveBeenCalledWith('');
  });

  it('a failed upload throws the given message and writes nothing', async () => {
    upload.mockRejectedValue(Object.assign(new Error('denied'), { code: 'storage/unauthorized' }));
    const write = vi.fn(async () => {});
    const { result } = renderHook(() => useImageUpload('group-photos'));
    await act(() =>
      expect(
        result.current.saveWithImage('g1', 'u1', png, 'groups:errors.uploadPhotoFailed', write),
      ).rejects.toThrow('groups:errors.uploadPhotoFailed'),
    );
    expect(write).not.toHaveBeenCalled();
    expect(result.current.progress).toBeNull();
  });

  it("a failed write deletes the upload and throws the write's error", async () => {
    upload.mockResolvedValue({ url: 'https://x/p.png', path: 'group-photos/g1/p.png' });
    const { result } = renderHook(() => useImageUpload('group-photos'));
    await act(() =>
      expect(
        result.current.saveWithImage('g1', 'u1', png, 'groups:errors.uploadPhotoFailed', () =>
          Promise.reject(new Error('Failed to save group settings')),
        ),
      ).rejects.toThrow('Failed to save group settings'),
    );
    expect(remove).toHaveBeenCalledWith('group-photos/g1/p.png');
  });
});
