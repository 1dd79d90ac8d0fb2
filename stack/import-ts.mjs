// Loads a module that reaches the app's TypeScript (the document builders of src/, decision 0036) from
// a plain `node` script. Node 20 runs no TypeScript, so Vite's module runner transforms it, with the
// app's `@/` alias; packages such as firebase stay native, so one SDK instance serves both sides.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = new URL('../', import.meta.url);
const SRC = fileURLToPath(new URL('src', ROOT));

/**
 * The module at `path` (relative to the repository's root, e.g. 'fixtures/user-doc.ts'), its TypeScript imports transformed. Vite's runner sets
 * NODE_ENV to 'development' in this process when it is unset; it is put back, or every `vite build` this
 * process starts afterwards (measure:leaderboard's, lighthouse's) inherits it and builds React's
 * development build (decision 0023).
 */
export async function importTs(path) {
  const nodeEnv = process.env.NODE_ENV;
  try {
    const { module } = await runnerImport(fileURLToPath(new URL(path, ROOT)), {
      configFile: false,
      logLevel: 'error',
      resolve: { alias: { '@': SRC } },
    });
    return module;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
