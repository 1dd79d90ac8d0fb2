import { OPENAI_DEFAULT_BASE_URL, readVisionConfig } from './vision-config';

describe('readVisionConfig', () => {
  it('is null when no endpoint is configured', () => {
    expect(readVisionConfig({})).toBeNull();
    expect(readVisionConfig({ VITE_OPENAI_BASE_URL: 'http://localhost:11434/v1' })).toBeNull(); // no model
    expect(readVisionConfig({ VITE_OPENAI_MODEL: 'llava', VITE_OPENAI_BASE_URL: '  ' })).toBeNull();
  });

  it('takes base URL, key and model, trimmed, without a trailing slash', () => {
    expect(
      readVisionConfig({
        VITE_OPENAI_BASE_URL: ' http://127.0.0.1:5999/v1/ ',
        VITE_OPENAI_API_KEY: 'k',
        VITE_OPENAI_MODEL: 'stub-vision',
      }),
    ).toEqual({ baseURL: 'http://127.0.0.1:5999/v1', apiKey: 'k', model: 'stub-vision' });
  });

  it('a local server needs no key; OpenAI itself needs only a key', () => {
    expect(
      readVisionConfig({ VITE_OPENAI_BASE_URL: 'http://localhost:11434/v1', VITE_OPENAI_MODEL: 'llava' }),
    ).toMatchObject({
      apiKey: expect.any(String),
    });
    expect(readVisionConfig({ VITE_OPENAI_API_KEY: 'sk-x', VITE_OPENAI_MODEL: 'gpt-4o-mini' })).toEqual({
      baseURL: OPENAI_DEFAULT_BASE_URL,
      apiKey: 'sk-x',
      model: 'gpt-4o-mini',
    });
  });
});
