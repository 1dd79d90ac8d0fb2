// Firestore's core module (firebase@12) runs a query or a *pipeline* through the same cache, watch and
// sync code: at each step it asks whether the query is a pipeline and, if so, takes a pipeline path
// (canonical ids, the offline evaluation of every pipeline expression, pipeline targets in IndexedDB).
// The app makes no pipelines (vite-plugins/no-pipeline-regex.ts refuses the pipelines entry, the only
// way to make one), so that question always answers no, but the bundler cannot know it and kept every
// pipeline path: 11 KB gzip loaded by every signed-in screen (docs/decisions/0057). This build plugin
// writes the answer into the module, so that the minifier drops those paths, and stops the build if the
// module no longer reads as expected (another SDK version: check these edits against it).
import type { Plugin } from 'vite';

/** The browser build of the full SDK's core module, as Vite resolves `firebase/firestore`. */
const CORE = /\/@firebase\/firestore\/dist\/common-[\w-]+\.esm\.js$/;

/** An argument without side effects: a name, a member chain, an index, or `this.Te(e).target`. */
const ARG = String.raw`((?:[\w$.]|\[\d\])+(?:\(\w\)[\w$.]*)?)`;

interface Edit {
  what: string;
  find: RegExp;
  replace: string;
  /** How many times the SDK version this was written for (firebase 12.19) matches. */
  count: number;
}

const EDITS: Edit[] = [
  {
    what: 'is this query a pipeline (a CorePipeline instance)',
    find: new RegExp(String.raw`(?<!function )__PRIVATE_isPipeline\(${ARG}\)`, 'g'),
    replace: '($1, false)',
    count: 23,
  },
  {
    what: 'is this target a pipeline target',
    find: new RegExp(String.raw`(?<!function )__PRIVATE_targetIsPipelineTarget\(${ARG}\)`, 'g'),
    replace: '($1, false)',
    count: 9,
  },
  {
    what: 'instanceof CorePipeline',
    find: /\b[\w$]+ instanceof CorePipeline\b/g,
    replace: 'false',
    count: 13,
  },
  {
    what: 'a listener on a realtime pipeline',
    find: /\b[\w$]+ instanceof __PRIVATE_RealtimePipeline\b/g,
    replace: 'false',
    count: 1,
  },
  {
    what: 'a pipeline target read back from IndexedDB',
    find: /function __PRIVATE_isPipelineQueryTarget\(e\) \{\s*return void 0 !== e\.structuredPipeline;\s*\}\s*\/\*\*[\s\S]*?\*\/\s*\(t\.query\)/g,
    replace: 'false',
    count: 1,
  },
];

/** Methods of the local documents view that only a pipeline reaches: their bodies become a throw. */
const PIPELINE_METHODS = ['getDocumentsMatchingPipeline(t, n, r, i)', 'getOverlaysForPipeline(t, n, r)'];

const THROW =
  'throw new Error("Firestore pipelines are left out of this build (vite-plugins/no-pipeline-code.ts)");';

/** `code` with the body of the method whose head (name and parameters) is `head` replaced by a throw. */
function stubMethod(code: string, head: string): string {
  const at = code.indexOf(`\n    ${head} {`);
  if (at < 0 || code.indexOf(`\n    ${head} {`, at + 1) >= 0) {
    throw new Error(`no-pipeline-code: expected one method ${head} in Firestore's core module`);
  }
  const open = code.indexOf('{', at + head.length);
  let depth = 1;
  let i = open + 1;
  for (; depth > 0 && i < code.length; i++) {
    if (code[i] === '{') depth++;
    else if (code[i] === '}') depth--;
  }
  return `${code.slice(0, open + 1)} ${THROW} }${code.slice(i)}`;
}

/** Firestore's core module with its pipeline paths cut off; throws if it does not read as expected. */
export function withoutPipelines(code: string): string {
  let out = code;
  for (const edit of EDITS) {
    const found = out.match(edit.find)?.length ?? 0;
    if (found !== edit.count) {
      throw new Error(
        `no-pipeline-code: expected ${edit.count} × ${edit.what} in Firestore's core module, found ${found}`,
      );
    }
    out = out.replace(edit.find, edit.replace);
  }
  for (const head of PIPELINE_METHODS) out = stubMethod(out, head);
  return out;
}

export function noPipelineCode(): Plugin {
  return {
    name: 'goldfork-no-pipeline-code',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CORE.test(id)) return null;
      try {
        return { code: withoutPipelines(code), map: null };
      } catch (err) {
        this.error(err instanceof Error ? err.message : String(err));
      }
    },
  };
}
