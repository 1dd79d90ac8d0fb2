// The Firestore SDK (firebase@12) imports re2js, a RE2 regular-expression engine, for one purpose: to evaluate
// the LIKE, regex_contains and regex_match expressions of Firestore *pipelines* on the device. The app uses
// no pipelines, yet the SDK's core module references those evaluators, so the bundler kept re2js and its
// Unicode tables: 146 KB minified, 42.5 KB gzip, a quarter of the SDK, loaded and evaluated by every
// signed-in screen (docs/decisions/0045-signed-in-screens-weight.md). This build plugin puts a stub in its
// place, and stops the build if anything imports the pipelines entry, which would need the real engine.
import type { Plugin } from 'vite';

const STUB_ID = '\0goldfork-re2js-unused';

/**
 * The stub's `compile` throws, as re2js does on a pattern it cannot read: the SDK's evaluators catch that
 * and return an evaluation error (with a logged warning). No code of the app reaches them.
 */
const STUB = `export class RE2JS {
  static compile() {
    throw new Error('re2js is left out of this build: Firestore pipelines are not used (vite-plugins/no-pipeline-regex.ts)');
  }
}
`;

/** The pipelines entry of the Firestore SDK, by the specifier an app would write or its resolved file. */
const PIPELINES = /(^|\/)(firebase\/firestore\/pipelines|@firebase\/firestore\/dist\/pipelines\.)/;

export function noPipelineRegex(): Plugin {
  return {
    name: 'goldfork-no-pipeline-regex',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (PIPELINES.test(source) || (importer && PIPELINES.test(importer))) {
        this.error(
          `${source} (from ${importer}): Firestore pipelines need re2js, which this build leaves out ` +
            '(vite-plugins/no-pipeline-regex.ts, decision 0045).',
        );
      }
      return source === 're2js' ? STUB_ID : null;
    },
    load(id) {
      return id === STUB_ID ? STUB : null;
    },
  };
}
