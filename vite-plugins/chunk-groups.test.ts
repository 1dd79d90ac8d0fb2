// @vitest-environment node
import { join } from 'node:path';
import { chunkGroups } from './chunk-groups';

const SRC = join(process.cwd(), 'src');
const groupOf = (id: string) =>
  chunkGroups().groups.find((g) => (g.test instanceof RegExp ? g.test.test(id) : g.test(id)))?.name;

describe('chunk groups', () => {
  it('takes the listed modules, by their resolved path', () => {
    expect(groupOf(join(SRC, 'features/auth/api/subscribe-auth-state.ts'))).toBe('signed-in');
    expect(groupOf(join(SRC, 'stores/auth-store.ts'))).toBe('shell');
    expect(groupOf(join(SRC, 'firebase/error-code.ts'))).toBe('errors');
    expect(groupOf(join(process.cwd(), 'node_modules/react/index.js'))).toBe('base');
    expect(groupOf(join(process.cwd(), 'node_modules/react-router/dist/production/index.mjs'))).toBe('base');
    expect(groupOf(join(process.cwd(), 'node_modules/zustand/esm/middleware.mjs'))).toBe('shell');
  });

  it('leaves every other module to Rolldown: the SDK, the screens, the leaderboard', () => {
    expect(
      groupOf(join(process.cwd(), 'node_modules/@firebase/firestore/dist/index.esm.js')),
    ).toBeUndefined();
    expect(groupOf(join(SRC, 'features/feed/components/feed-page.tsx'))).toBeUndefined();
    expect(groupOf(join(SRC, 'features/leaderboard/components/leaderboard-page.tsx'))).toBeUndefined();
    expect(groupOf(join(SRC, 'app/start.ts'))).toBeUndefined();
  });
});
