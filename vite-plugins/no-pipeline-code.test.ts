import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withoutPipelines } from './no-pipeline-code';

const DIST = join(process.cwd(), 'node_modules/@firebase/firestore/dist');
const coreFile = readdirSync(DIST).find((name) => /^common-[\w-]+\.esm\.js$/.test(name));

describe('no-pipeline-code', () => {
  const code = readFileSync(join(DIST, coreFile!), 'utf8');
  const out = withoutPipelines(code);

  it('answers "not a pipeline" wherever the core module asks', () => {
    expect(out).not.toMatch(/(?<!function )__PRIVATE_isPipeline\(/);
    expect(out).not.toMatch(/(?<!function )__PRIVATE_targetIsPipelineTarget\(/);
    expect(out).not.toMatch(/instanceof (CorePipeline|__PRIVATE_RealtimePipeline)\b/);
    expect(out).not.toContain('__PRIVATE_isPipelineQueryTarget');
  });

  it('keeps the argument of a check that calls a method', () => {
    // The watch aggregator's `this.Te(e)` makes a target's state when it is missing: it still runs.
    expect(out).toContain('(this.Te(e).target, false)');
  });

  it('leaves the pipeline-only methods a throw', () => {
    for (const name of ['getDocumentsMatchingPipeline', 'getOverlaysForPipeline']) {
      const at = out.indexOf(`    ${name}(`);
      expect(out.slice(at, out.indexOf('}', at))).toMatch(/\{ throw new Error\("Firestore pipelines/);
    }
  });

  it('still parses as a module', async () => {
    const { parseAst } = await import('vite');
    expect(() => parseAst(out)).not.toThrow();
  });

  it('stops the build when the module reads differently (another SDK version)', () => {
    expect(() => withoutPipelines(code.replace('function __PRIVATE_isPipeline(e)', 'x'))).not.toThrow();
    expect(() => withoutPipelines(code.replace(/__PRIVATE_isPipeline\(t\)/, 'x'))).toThrow(
      /expected 23 × is this query a pipeline/,
    );
    expect(() => withoutPipelines(code.replace('getOverlaysForPipeline(t, n, r) {', ''))).toThrow(
      /getOverlaysForPipeline/,
    );
  });
});
