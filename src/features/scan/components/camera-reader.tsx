import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { parseBillCode } from '@/domain/bill-code';
import { CameraError, openCamera, stopCamera, type CameraProblem } from '@/platform/camera';
import { createQrReader, type QrFrameReader } from '@/platform/qr-reader';

/** The time between two looks at the picture: about 6 a second, light on a phone's CPU. */
const FRAME_INTERVAL_MS = 160;
/** With the camera on this long and no code read, the screen says how to get a reading. */
const UNREADABLE_AFTER_MS = 20_000;

/** The camera and the QR reader, given by tests; the browser's otherwise. */
export interface CameraDeps {
  open: () => Promise<MediaStream>;
  createReader: () => Promise<QrFrameReader>;
}

const BROWSER: CameraDeps = { open: () => openCamera(), createReader: () => createQrReader() };

interface CameraReaderProps {
  /** A restaurant code was read (the camera is already off). */
  onRead: (secret: string) => void;
  /** The camera could not be opened, or the reader not loaded (the camera is off). */
  onFail: (problem: CameraFailure) => void;
  deps?: CameraDeps;
}

/** Why reading stopped before a code: the camera's problem, or the reader that could not load. */
export type CameraFailure = CameraProblem | 'noReader';

type Status = 'starting' | 'looking' | 'notOurs' | 'unreadable';

/**
 * The camera's picture, read for the restaurant's QR code (decision 0046) until one is read, the person
 * stops it or the screen closes: the camera is turned off in each case. A QR code that is not a restaurant
 * code is said so, and reading goes on.
 */
export function CameraReader({ onRead, onFail, deps = BROWSER }: CameraReaderProps) {
  const { t } = useTranslation('scan');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<Status>('starting');
  const hintId = useId();
  // The latest callbacks, so the camera is not reopened when the parent renders again.
  const handlers = useRef({ onRead, onFail });
  useEffect(() => {
    handlers.current = { onRead, onFail };
  });

  useEffect(() => {
    let closed = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const close = () => {
      closed = true;
      clearTimeout(timer);
      stopCamera(stream);
      stream = null;
    };

    const run = async () => {
      // Both at once: the reader (jsQR's chunk where the browser has no BarcodeDetector) loads while the
      // person answers the camera prompt.
      const loading = deps.createReader().then(
        (reader) => ({ reader }),
        (error: unknown) => ({ error }),
      );
      try {
        stream = await deps.open();
      } catch (error) {
        if (!closed) handlers.current.onFail(error instanceof CameraError ? error.problem : 'unavailable');
        return;
      }
      const loaded = await loading;
      // The screen closed while the camera was opening: turn it off at once.
      if (closed) return stopCamera(stream);
      if (!('reader' in loaded)) {
        close();
        handlers.current.onFail('noReader');
        return;
      }
      const { reader } = loaded;
      const video = videoRef.current;
      if (!video) return close();
      video.srcObject = stream;
      // Muted and inline, so every browser plays it without a gesture of its own.
      await video.play().catch(() => undefined);
      if (closed) return;
      setStatus('looking');
      const since = Date.now();
      const look = async () => {
        if (closed) return;
        const text = await reader(video).catch(() => null);
        if (closed) return;
        const secret = text === null ? null : parseBillCode(text);
        if (secret) {
          close();
          handlers.current.onRead(secret);
          return;
        }
        if (text !== null) setStatus('notOurs');
        else if (Date.now() - since >= UNREADABLE_AFTER_MS)
          setStatus((s) => (s === 'looking' ? 'unreadable' : s));
        timer = setTimeout(() => void look(), FRAME_INTERVAL_MS);
      };
      void look();
    };
    void run();
    return close;
  }, [deps]);

  const message =
    status === 'starting'
      ? t('code.cameraStarting')
      : status === 'notOurs'
        ? t('code.errors.notOurs')
        : status === 'unreadable'
          ? t('code.errors.unreadable')
          : t('code.cameraHint');
  return (
    <div className="flex flex-col items-center gap-2">
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label={t('code.cameraLabel')}
        aria-describedby={hintId}
        className="aspect-square w-full max-w-xs rounded-2xl bg-zinc-900 object-cover"
      />
      <p
        id={hintId}
        role="status"
        className={`flex items-center gap-2 text-center text-sm ${
          status === 'notOurs' || status === 'unreadable'
            ? 'text-red-700 dark:text-red-400'
            : 'text-zinc-600 dark:text-zinc-300'
        }`}
      >
        {status === 'starting' && <Spinner size="sm" label="" />}
        {message}
      </p>
    </div>
  );
}
