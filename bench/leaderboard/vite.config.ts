// Builds one reference page (BENCH_REF) for the measurement in bench/leaderboard/measure-leaderboard.mjs.
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const ref = process.env.BENCH_REF || 'lite';
const project = process.env.BENCH_PROJECT || 'demo-bench';

export default defineConfig({
  root: fileURLToPath(new URL(`./${ref}`, import.meta.url)),
  plugins: [react()],
  define: {
    __BENCH_PROJECT__: JSON.stringify(project),
    __BENCH_FIRESTORE__: JSON.stringify('127.0.0.1:8080'),
  },
  logLevel: 'warn',
  build: { target: 'es2022', emptyOutDir: true },
});
