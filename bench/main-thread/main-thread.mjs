// Where a page's main thread went, from a Chromium trace, with Lighthouse's own task tree and groups
// (style & layout, script evaluation, other...): each group's wall-clock time, as Lighthouse's
// "main-thread work breakdown" counts it, and its thread time (the CPU the thread really ran, the trace's
// tdur), which a loaded machine stretches far less. docs/decisions/0023-home-total-blocking-time.md.
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** Thread time of a task with its children, in ms. */
export const threadTime = (task) => (task.event.tdur ?? task.event.dur ?? 0) / 1000;

/** The trace's top-level tasks, Lighthouse's FCP and LCP (ms from navigation). */
export function traceTasks(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const nav = TraceProcessor.processNavigation(processed);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  ).filter((t) => !t.parent);
  return {
    tasks,
    fcp: nav.timings.firstContentfulPaint,
    lcp: nav.timings.largestContentfulPaint,
  };
}

/**
 * Self time per group of the top-level `tasks` that start in [from, to): { wall, thread }, each
 * { [group]: ms }.
 */
export function timeByGroup(tasks, from = -Infinity, to = Infinity) {
  const wall = {};
  const thread = {};
  const visit = (task) => {
    const id = task.group.id;
    wall[id] = (wall[id] ?? 0) + task.selfTime;
    const childThread = task.children.reduce((sum, c) => sum + threadTime(c), 0);
    thread[id] = (thread[id] ?? 0) + Math.max(0, threadTime(task) - childThread);
    task.children.forEach(visit);
  };
  tasks.filter((t) => t.startTime >= from && t.startTime < to).forEach(visit);
  return { wall, thread };
}

/**
 * Total Blocking Time the tasks after `fcp` would give if each ran its thread time, 4x slower (Lighthouse's
 * simulated CPU): what an idle machine of this kind would score, whatever the load was.
 */
export function blockingFromThreadTime(tasks, fcp, slowdown = 4) {
  return tasks
    .filter((t) => t.startTime >= fcp)
    .reduce((sum, t) => sum + Math.max(0, threadTime(t) * slowdown - 50), 0);
}

export const sum = (byGroup) => Object.values(byGroup).reduce((a, b) => a + b, 0);
