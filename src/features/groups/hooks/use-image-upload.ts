import { useState } from 'react';
import { AppError, type MessageKey } from '@/domain/app-error';
import { deleteStoredFile } from '@/firebase/upload-image';
import { isOffline } from '@/stores/connectivity-store';
import { uploadGroupImage, type GroupImageFolder } from '../api/upload-group-image';
import { extensionOf } from '../model/group-form';

/** An upload with its progress (0..1, null when idle) for a progress bar. */
export function useImageUpload(folder: GroupImageFolder) {
  const [progress, setProgress] = useState<number | null>(null);

  /**
   * Uploads `file` to the uploader's folder (groupImageFolder: group-photos/{uid}/ or
   * group-messages/{groupId}/{uid}/) when there is one, then runs `write` with its download URL
   * ('' without a file). A failed upload throws `uploadFailed`; a failed write deletes the upload
   * again and throws the write's error.
   */
  const saveWithImage = async (
    groupId: string,
    uid: string,
    file: File | null,
    uploadFailed: MessageKey,
    write: (url: string) => Promise<void>,
  ): Promise<void> => {
    let uploaded: { url: string; path: string } | null = null;
    // An upload waits for the network (minutes of retries) and the write after it needs the server.
    if (file && isOffline()) throw new AppError(uploadFailed);
    if (file) {
      setProgress(0);
      try {
        uploaded = await uploadGroupImage(folder, groupId, uid, file, extensionOf(file.name), setProgress);
      } catch {
        throw new AppError(uploadFailed);
      } finally {
        setProgress(null);
      }
    }
    try {
      await write(uploaded?.url ?? '');
    } catch (err) {
      if (uploaded) await deleteStoredFile(uploaded.path);
      throw err;
    }
  };

  return { progress, saveWithImage };
}
