import { readEnv } from './env';

describe('readEnv', () => {
  it('uses the emulators and a demo project on localhost with no configuration', () => {
    const env = readEnv({}, 'localhost');
    expect(env.useEmulators).toBe(true);
    expect(env.firebase.projectId).toBe('demo-goldfork');
    expect(env.emulatorHost).toBe('127.0.0.1');
  });

  it('uses the real project elsewhere and names every missing variable', () => {
    expect(() => readEnv({ VITE_FIREBASE_API_KEY: 'k' }, 'goldfork.app')).toThrow(
      expect.objectContaining({
        key: 'shell:start.notConfigured',
        params: {
          missing:
            'VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_STORAGE_BUCKET, VITE_FIREBASE_APP_ID',
        },
      }),
    );
  });

  it('lets VITE_USE_EMULATORS override the host either way', () => {
    expect(readEnv({ VITE_USE_EMULATORS: 'true' }, 'goldfork.app').useEmulators).toBe(true);
    const full = {
      VITE_USE_EMULATORS: 'false',
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_AUTH_DOMAIN: 'd',
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_FIREBASE_STORAGE_BUCKET: 'b',
      VITE_FIREBASE_APP_ID: 'a',
    };
    const env = readEnv(full, 'localhost');
    expect(env.useEmulators).toBe(false);
    expect(env.firebase.projectId).toBe('p');
  });

  it('refuses a VITE_USE_EMULATORS value that is not true or false', () => {
    expect(() => readEnv({ VITE_USE_EMULATORS: 'yes' }, 'localhost')).toThrow(
      expect.objectContaining({ key: 'shell:start.badEmulatorFlag', params: { value: 'yes' } }),
    );
  });
});
