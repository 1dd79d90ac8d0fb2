// Rule coverage of the rules and integration layers (decision 0035), read from the Firestore emulator's
// own report: for each project those tests used, GET /emulator/v1/projects/{id}:ruleCoverage gives every
// expression it evaluated, with counts. Run after those layers, on the emulator they ran against.
// Fails when a rule function or an `allow` of firestore.rules was never evaluated, and prints the least
// evaluated ones with the source line they come from (rules/firestore/*.rules).
// `npm test` passes --until-covered: it stops reading once every unit has been evaluated (no later report
// can change the verdict), so its least-evaluated counts are those of the reports read.
//   node rules/coverage.mjs [--least N] [--until-covered]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildRules, OUTPUT } from './build.mjs';
import { HOST, PORTS, ROOT } from '../stack/stack.mjs';
import { SHARED_PROJECTS_FILE, isShared } from './shared-projects.mjs';

const TEST_DIRS = ['tests/rules', 'tests/integration'];
/**
 * Projects whose report the emulator cannot hand out (HTTP 500 after 45-65 s of work): not asked for.
 * Their tests' rules are each evaluated by a rules test too, or the check below says which are not.
 */
// Empty since the offers test runs in a shared project with 61 diners, not 1,000 (decision 0058).
const TOO_LARGE = new Map();

/** The Firestore projects the rules and integration tests ran in: those they name, and the shared ones. */
export function testProjects() {
  const ids = new Set();
  for (const dir of TEST_DIRS) {
    for (const f of readdirSync(join(ROOT, dir)).filter((n) => n.endsWith('.ts'))) {
      const text = readFileSync(join(ROOT, dir, f), 'utf8');
      for (const m of text.matchAll(/['"`](demo-[a-z0-9-]+)['"`]/g)) if (!isShared(m[1])) ids.add(m[1]);
    }
  }
  // The projects the files shared (tests/rules/helpers.ts), listed as they were made.
  if (existsSync(SHARED_PROJECTS_FILE))
    for (const id of readFileSync(SHARED_PROJECTS_FILE, 'utf8').split('\n')) if (id) ids.add(id);
  // The rules files' projects first: each aims at its rules, so they cover the most for their size.
  const rulesFirst = (id) => (id.startsWith('demo-rules-') ? 0 : 1);
  return [...ids].sort((a, b) => rulesFirst(a) - rulesFirst(b) || a.localeCompare(b));
}

/** The units coverage is counted for: every function and every allow statement, with their line spans. */
export function ruleUnits(text) {
  const lines = text.split('\n');
  const units = [];
  lines.forEach((raw, i) => {
    const line = raw.replace(/\/\/.*$/, '');
    const fn = /^\s*function\s+(\w+)\s*\(/.exec(line);
    const allow = /^\s*allow\s+([\w, ]+):/.exec(line);
    if (!fn && !allow) return;
    let end = i;
    if (fn) {
      let depth = 0;
      for (let j = i; j < lines.length; j++) {
        const code = lines[j].replace(/\/\/.*$/, '');
        depth += (code.match(/\{/g)?.length ?? 0) - (code.match(/\}/g)?.length ?? 0);
        if (depth <= 0) {
          end = j;
          break;
        }
      }
    } else {
      while (end < lines.length - 1 && !/;\s*(\/\/.*)?$/.test(lines[end])) end++;
    }
    units.push({
      kind: fn ? 'function' : 'allow',
      name: fn ? fn[1] : `allow ${allow[1].trim()}`,
      from: i + 1,
      to: end + 1,
      // `allow read: if true;` is decided without evaluating anything: the report never lists it.
      constant: !fn && /:\s*if\s+true\s*;/.test(line),
    });
  });
  return units;
}

/**
 * Adds one report to `counts` (line -> evaluations of the busiest expression starting on that line, the
 * sum over reports), so that a report can be dropped as soon as it is read.
 */
export function addEvaluatedLines(counts, report) {
  const perLine = new Map();
  const walk = (node) => {
    const line = node.sourcePosition?.line;
    const n = (node.values ?? []).reduce((sum, v) => sum + Number(v.count ?? 0), 0);
    if (line && n > 0) perLine.set(line, Math.max(perLine.get(line) ?? 0, n));
    for (const child of node.children ?? []) walk(child);
  };
  for (const node of report) walk(node);
  for (const [line, n] of perLine) counts.set(line, (counts.get(line) ?? 0) + n);
  return counts;
}

/** Each unit with the evaluations of its busiest line (0: never evaluated). */
export function coverage(units, counts) {
  return units.map((u) => {
    let evaluations = 0;
    for (let l = u.from; l <= u.to; l++) evaluations = Math.max(evaluations, counts.get(l) ?? 0);
    return { ...u, evaluations };
  });
}

async function fetchReport(projectId, rulesText) {
  const url = `http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${projectId}:ruleCoverage`;
  const res = await fetch(url).catch(() => null);
  if (!res?.ok) return undefined; // the emulator could not give it (see TOO_LARGE)
  const body = await res.json();
  // Only a report of these very rules counts: a budget test loads padded copies into its own project.
  if (body.rules?.files?.[0]?.content !== rulesText) return null;
  return body.report ?? [];
}

async function main() {
  const least = Number(process.argv[process.argv.indexOf('--least') + 1]) || 15;
  const text = readFileSync(OUTPUT, 'utf8');
  const { origin } = await buildRules();
  const where = (line) => {
    const o = origin[line - 1];
    return o ? `${o.file}:${o.line}` : `firestore.rules:${line}`;
  };
  const untilCovered = process.argv.includes('--until-covered');
  const units0 = ruleUnits(text).filter((u) => !u.constant);
  const allCovered = () => coverage(units0, counts).every((u) => u.evaluations > 0);
  const projects = testProjects().filter((id) => !TOO_LARGE.has(id));
  for (const [id, why] of TOO_LARGE) console.log(`rules coverage: not asked for ${id}'s report (${why})`);
  const t0 = Date.now();
  // A report holds every distinct value each expression took (tens of MB for a busy project): a few at
  // a time, so the emulator and this process are never asked for all of them at once.
  const counts = new Map();
  let read = 0;
  let failed = 0;
  let enough = false;
  const queue = [...projects];
  const worker = async () => {
    for (let id = queue.shift(); id && !enough; id = queue.shift()) {
      const report = await fetchReport(id, text);
      if (report === undefined) failed++;
      if (report) {
        addEvaluatedLines(counts, report);
        read++;
        if (untilCovered && allCovered()) enough = true;
      }
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  console.log(
    `rules coverage: ${read} of ${projects.length} projects' reports read in ${((Date.now() - t0) / 1000).toFixed(0)} s` +
      (enough ? ' (every unit evaluated: the rest cannot change the verdict)' : '') +
      (failed ? `; ${failed} could not be read` : ''),
  );
  if (!read) {
    console.error('rules coverage: no report of the current firestore.rules (did the rules tests run?)');
    process.exit(1);
  }
  const units = coverage(ruleUnits(text), counts);
  const constant = units.filter((u) => u.constant);
  const never = units.filter((u) => u.evaluations === 0 && !u.constant);
  const fns = units.filter((u) => u.kind === 'function');
  const allows = units.filter((u) => u.kind === 'allow');
  const covered = (list) => list.filter((u) => u.evaluations > 0).length;
  console.log(
    `rules coverage (${read} of ${projects.length} test projects${enough ? ', read until every unit was evaluated' : ''}): ` +
      `${covered(fns)}/${fns.length} functions and ${covered(allows)}/${allows.length - constant.length} allow ` +
      `statements evaluated (${constant.length} more are \`if true\`)`,
  );
  if (constant.length)
    console.log(
      `not in the report (\`if true\`, nothing to evaluate): ${constant.map((u) => where(u.from)).join(', ')}`,
    );
  const ranked = units.filter((u) => u.evaluations > 0).sort((a, b) => a.evaluations - b.evaluations);
  console.log(`least evaluated:`);
  for (const u of ranked.slice(0, least))
    console.log(`  ${String(u.evaluations).padStart(5)}  ${u.name.padEnd(28)} ${where(u.from)}`);
  if (never.length) {
    console.error('never evaluated:');
    for (const u of never) console.error(`  ${u.name.padEnd(28)} ${where(u.from)}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
