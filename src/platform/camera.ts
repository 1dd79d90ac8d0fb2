// The device's camera for reading a QR code (the restaurant's bill code, decision 0046): the rear camera
// where there is one, and why it could not be opened, as a problem the screen words.

/** Why no camera stream: the person or the browser refused it, or there is no camera to open. */
export type CameraProblem = 'denied' | 'unavailable';

export class CameraError extends Error {
  constructor(
    readonly problem: CameraProblem,
    options?: { cause?: unknown },
  ) {
    super(`camera ${problem}`, options);
    this.name = 'CameraError';
  }
}

/** The getUserMedia errors that mean "not allowed" (the rest: no camera, or one that cannot start). */
const REFUSED = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError']);

/** Opens the rear camera (any camera where there is none); throws a CameraError saying why not. */
export async function openCamera(
  media: Pick<MediaDevices, 'getUserMedia'> | undefined = globalThis.navigator?.mediaDevices,
): Promise<MediaStream> {
  if (typeof media?.getUserMedia !== 'function') throw new CameraError('unavailable');
  try {
    return await media.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    throw new CameraError(typeof name === 'string' && REFUSED.has(name) ? 'denied' : 'unavailable', {
      cause: error,
    });
  }
}

/** Turns the camera off: every track of the stream stopped (the browser's camera light goes out). */
export function stopCamera(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}
