import { useState } from 'react';
import { uploadGroupImage, type GroupImageFolder, type UploadedImage } from '../api/upload-group-image';
import { extensionOf } from '../model';

/** An upload with its progress (0..1, null when idle) for a progress bar. */
export function useImageUpload(folder: GroupImageFolder) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (groupId: string, uid: string, file: File): Promise<UploadedImage> => {
    setProgress(0);
    try {
      return await uploadGroupImage(folder, groupId, uid, file, extensionOf(file.name), setProgress);
    } finally {
      setProgress(null);
    }
  };
  return { progress, upload };
}
