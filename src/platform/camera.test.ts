import { CameraError, openCamera, stopCamera } from './camera';

const refusal = (name: string) => Object.assign(new Error(name), { name });

describe('openCamera', () => {
  it('asks for the rear camera, video only, and hands back its stream', async () => {
    const stream = { getTracks: () => [] } as unknown as MediaStream;
    const getUserMedia = vi.fn().mockResolvedValue(stream);
    await expect(openCamera({ getUserMedia })).resolves.toBe(stream);
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'unavailable'],
    ['NotReadableError', 'unavailable'],
    ['OverconstrainedError', 'unavailable'],
  ])('reads %s as %s', async (name, problem) => {
    const getUserMedia = vi.fn().mockRejectedValue(refusal(name));
    const error = await openCamera({ getUserMedia }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CameraError);
    expect((error as CameraError).problem).toBe(problem);
  });

  it('finds no camera where the browser has no getUserMedia (an insecure page, an old browser)', async () => {
    const error = await openCamera(undefined).catch((e: unknown) => e);
    expect((error as CameraError).problem).toBe('unavailable');
  });
});

describe('stopCamera', () => {
  it('stops every track, and takes no stream', () => {
    const tracks = [{ stop: vi.fn() }, { stop: vi.fn() }];
    stopCamera({ getTracks: () => tracks } as unknown as MediaStream);
    for (const track of tracks) expect(track.stop).toHaveBeenCalledOnce();
    expect(() => stopCamera(null)).not.toThrow();
  });
});
