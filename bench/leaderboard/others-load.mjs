// How busy the machine is with work other than this measurement's: the number of threads ready to run
// (state R) outside this process and its descendants (the Chromium, Lighthouse and `vite preview` it
// started), sampled from /proc. The 1-minute load average counts the measurement itself (a Lighthouse
// run keeps about one core busy), so on an idle 2-core machine it reaches 1 by itself; this does not.
import { readdirSync, readFileSync } from 'node:fs';

const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return ''; // the process or thread ended while we looked
  }
};

/** pid -> parent pid, for every process now. */
function parents() {
  const out = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ')'.
    const stat = read(`/proc/${name}/stat`);
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.length > 1) out.set(Number(name), Number(fields[1]));
  }
  return out;
}

/** Ready-to-run threads of processes that are neither `root` nor its descendants. */
export function othersRunnable(root = process.pid) {
  const ppid = parents();
  const ours = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; p = ppid.get(p) ?? 0, hops++) {
      if (p === root) return true;
    }
    return false;
  };
  let runnable = 0;
  for (const pid of ppid.keys()) {
    if (ours(pid)) continue;
    let tids = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      const stat = read(`/proc/${pid}/task/${tid}/stat`);
      if (stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'R') runnable++;
    }
  }
  // This sampler's own thread is ours: it is excluded with the root.
  return runnable;
}
