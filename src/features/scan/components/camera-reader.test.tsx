import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CameraError } from '@/platform/camera';
import type { QrFrameReader } from '@/platform/qr-reader';
import { CameraReader, type CameraDeps } from './camera-reader';
import { CodeClaim } from './code-claim';

const SECRET = 'ABCDE12345FGHJK67890';

/** A camera whose one track records whether it was stopped. */
function fakeStream() {
  const track = { stop: vi.fn() };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

/** A reader that sees `texts` in the frames it is shown, one a frame, then nothing. */
function readerOf(...texts: (string | null)[]): QrFrameReader {
  return () => Promise.resolve(texts.length ? texts.shift()! : null);
}

beforeEach(() => {
  // jsdom plays no media.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

describe('CameraReader', () => {
  it('reads frames until a restaurant code, says when a QR code is not one, then turns the camera off', async () => {
    const { stream, track } = fakeStream();
    const onRead = vi.fn();
    const deps: CameraDeps = {
      open: () => Promise.resolve(stream),
      createReader: () =>
        Promise.resolve(readerOf(null, 'https://example.com/menu', null, 'abcde-12345-fghjk-67890')),
    };
    render(<CameraReader onRead={onRead} onFail={vi.fn()} deps={deps} />);
    const video = screen.getByLabelText('Camera view');
    expect(screen.getByRole('status')).toHaveTextContent('Starting the camera...');
    expect(
      await screen.findByText(
        "This QR code is not a Goldfork restaurant code. Scan the code on the restaurant's screen, or type it.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(onRead).toHaveBeenCalledWith(SECRET));
    expect(onRead).toHaveBeenCalledOnce();
    expect(track.stop).toHaveBeenCalled();
    expect((video as HTMLVideoElement).srcObject).toBe(stream);
  });

  it('shows how to aim while it looks', async () => {
    const { stream } = fakeStream();
    const deps: CameraDeps = {
      open: () => Promise.resolve(stream),
      createReader: () => Promise.resolve(readerOf()),
    };
    render(<CameraReader onRead={vi.fn()} onFail={vi.fn()} deps={deps} />);
    expect(await screen.findByText('Point the camera at the QR code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Camera view')).toHaveAccessibleDescription(
      'Point the camera at the QR code.',
    );
  });

  it.each(['denied', 'unavailable'] as const)(
    'reports a camera %s, with nothing left on',
    async (problem) => {
      const onFail = vi.fn();
      const deps: CameraDeps = {
        open: () => Promise.reject(new CameraError(problem)),
        createReader: () => Promise.resolve(readerOf()),
      };
      render(<CameraReader onRead={vi.fn()} onFail={onFail} deps={deps} />);
      await waitFor(() => expect(onFail).toHaveBeenCalledWith(problem));
    },
  );

  it('turns the camera off when the reader cannot load', async () => {
    const { stream, track } = fakeStream();
    const onFail = vi.fn();
    const deps: CameraDeps = {
      open: () => Promise.resolve(stream),
      createReader: () => Promise.reject(new Error('chunk failed')),
    };
    render(<CameraReader onRead={vi.fn()} onFail={onFail} deps={deps} />);
    await waitFor(() => expect(onFail).toHaveBeenCalledWith('noReader'));
    expect(track.stop).toHaveBeenCalled();
  });

  it('turns the camera off when the screen closes, while reading or still opening', async () => {
    const reading = fakeStream();
    const deps: CameraDeps = {
      open: () => Promise.resolve(reading.stream),
      createReader: () => Promise.resolve(readerOf()),
    };
    const first = render(<CameraReader onRead={vi.fn()} onFail={vi.fn()} deps={deps} />);
    await screen.findByText('Point the camera at the QR code.');
    first.unmount();
    expect(reading.track.stop).toHaveBeenCalled();

    const late = fakeStream();
    let grant: (s: MediaStream) => void = () => {};
    const opening: CameraDeps = {
      open: () => new Promise((resolve) => (grant = resolve)),
      createReader: () => Promise.resolve(readerOf()),
    };
    const second = render(<CameraReader onRead={vi.fn()} onFail={vi.fn()} deps={opening} />);
    second.unmount();
    grant(late.stream);
    await waitFor(() => expect(late.track.stop).toHaveBeenCalled());
  });
});

describe('CodeClaim with the camera', () => {
  it.each([
    ['denied', "Camera access was denied. Allow the camera in your browser's settings, or type the code."],
    ['unavailable', 'No camera could be opened. Type the code instead.'],
  ] as const)('says why when the camera is %s, and keeps the typed code', async (problem, message) => {
    const user = userEvent.setup();
    const camera: CameraDeps = {
      open: () => Promise.reject(new CameraError(problem)),
      createReader: () => Promise.resolve(readerOf()),
    };
    render(<CodeClaim onSaved={vi.fn()} onBack={vi.fn()} camera={camera} />);
    await user.click(screen.getByRole('button', { name: 'Scan with the camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('Camera view')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan with the camera' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeEnabled();
  });

  it('opens and stops the camera from one button, by keyboard too', async () => {
    const user = userEvent.setup();
    const { stream, track } = fakeStream();
    const camera: CameraDeps = {
      open: () => Promise.resolve(stream),
      createReader: () => Promise.resolve(readerOf()),
    };
    render(<CodeClaim onSaved={vi.fn()} onBack={vi.fn()} camera={camera} />);
    screen.getByRole('button', { name: 'Scan with the camera' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Point the camera at the QR code.')).toBeInTheDocument();
    const stop = screen.getByRole('button', { name: 'Stop the camera' });
    expect(stop).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByLabelText('Camera view')).not.toBeInTheDocument();
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Scan with the camera' })).toHaveFocus();
  });
});
