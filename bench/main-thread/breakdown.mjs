// Where a page's main thread goes, from Chromium traces (Lighthouse's, kept with LIGHTHOUSE_TRACES=<dir>,
// or bench/main-thread/trace.mjs's under real throttling): each Lighthouse group's wall-clock and thread
// time before and after the first contentful paint, medians per page; with --tasks, every top-level task.
//   node bench/main-thread/breakdown.mjs <port>_-<time>.trace.json... [--tasks]
// Traces are grouped into pages by the name's first part (the port). docs/decisions/0023.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { blockingFromThreadTime, sum, threadTime, timeByGroup, traceTasks } from './main-thread.mjs';

const args = process.argv.slice(2);
const showTasks = args.includes('--tasks');
const files = args.filter((a) => !a.startsWith('--'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The task's main events, two levels down, with their wall time: what it ran. */
function label(task) {
  const names = [];
  const visit = (t, depth) => {
    if (depth > 2) return;
    const data = t.event.args?.data ?? {};
    const url = data.url || data.stackTrace?.[0]?.url || '';
    if (t.duration >= 0.5) {
      names.push(`${t.event.name}${url ? ` ${basename(url.split('?')[0])}` : ''} ${t.duration.toFixed(1)}`);
    }
    t.children.forEach((c) => visit(c, depth + 1));
  };
  task.children.forEach((c) => visit(c, 0));
  return names.slice(0, 8).join(', ');
}

const pages = new Map();
for (const file of files) {
  const { tasks, fcp, lcp } = traceTasks(JSON.parse(readFileSync(file, 'utf8')));
  const page = basename(file).split(/[-_]/)[0];
  if (!pages.has(page)) pages.set(page, []);
  pages.get(page).push({
    before: timeByGroup(tasks, -Infinity, fcp),
    after: timeByGroup(tasks, fcp),
    fcp,
    tbt: blockingFromThreadTime(tasks, fcp),
  });
  if (!showTasks) continue;
  console.log(`\n${basename(file)}: FCP ${fcp.toFixed(0)} ms, LCP ${lcp?.toFixed(0)} ms`);
  for (const t of tasks) {
    if (t.duration < 1) continue;
    const parts = Object.entries(timeByGroup([t]).thread)
      .filter(([, ms]) => ms >= 0.3)
      .map(([id, ms]) => `${id} ${ms.toFixed(1)}`)
      .join(', ');
    console.log(
      `  ${t.startTime.toFixed(0).padStart(6)} ms ${t.duration.toFixed(1).padStart(6)} wall ` +
        `${threadTime(t).toFixed(1).padStart(6)} cpu  [${parts}] ${label(t)}`,
    );
  }
}

const groups = [
  ...new Set(
    [...pages.values()].flatMap((runs) =>
      runs.flatMap((r) => [...Object.keys(r.before.wall), ...Object.keys(r.after.wall)]),
    ),
  ),
].sort();
const cell = (w, t) => `${w.toFixed(1).padStart(7)} (${t.toFixed(1)})`;
console.log('\nMedian ms per group: wall (thread time), before FCP | after FCP');
for (const [page, runs] of pages) {
  console.log(
    `\n${page} (${runs.length} runs), FCP ${median(runs.map((r) => r.fcp)).toFixed(0)} ms, ` +
      `TBT from thread time x4 ${median(runs.map((r) => r.tbt)).toFixed(0)} ms`,
  );
  const m = (k, part, g) => median(runs.map((r) => r[k][part][g] ?? 0));
  for (const g of groups) {
    if (m('before', 'wall', g) + m('after', 'wall', g) < 0.5) continue;
    console.log(
      `  ${g.padEnd(22)} ${cell(m('before', 'wall', g), m('before', 'thread', g))} | ` +
        cell(m('after', 'wall', g), m('after', 'thread', g)),
    );
  }
  const total = (k, part) => median(runs.map((r) => sum(r[k][part])));
  console.log(
    `  ${'all'.padEnd(22)} ${cell(total('before', 'wall'), total('before', 'thread'))} | ` +
      cell(total('after', 'wall'), total('after', 'thread')),
  );
}
