// Preloaded into the server by bench/list-stall-bench.ts (`node --import`): measures the main
// thread's event-loop delay phase by phase. On SIGUSR2 it appends the figures since the previous
// signal as one JSON line to BENCH_STALL_FILE and starts afresh.
import { appendFileSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_STALL_FILE;

/**
 * This thread's time on a CPU and waiting for one, in ms (Linux: /proc/thread-self/schedstat),
 * or null elsewhere. Tells a stall the server caused from one where another process had the CPU.
 */
function schedstat() {
  try {
    const [run, wait] = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ').map(Number);
    return { run: run / 1e6, wait: wait / 1e6 };
  } catch {
    return null;
  }
}

if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  // A drift probe besides the histogram: each late tick of a 5 ms timer is one stall, whose
  // length is the lateness; it counts the stalls over 50 ms and splits each into the time this
  // thread ran and the time it waited for a CPU.
  const TICK_MS = 5;
  let last = performance.now();
  let lastSched = schedstat();
  let over50 = 0;
  let longest = 0;
  let longestRun = 0;
  let longestRunWait = 0;
  let longestWait = 0;
  setInterval(() => {
    const now = performance.now();
    const sched = schedstat();
    const stall = now - last - TICK_MS;
    if (stall > 50) over50++;
    if (stall > longest) longest = stall;
    if (sched && lastSched) {
      const run = sched.run - lastSched.run;
      const wait = sched.wait - lastSched.wait;
      // The longest stretch the thread itself kept busy, and the CPU wait within that stretch.
      if (stall > 0 && Math.min(run, stall) > longestRun) {
        longestRun = Math.min(run, stall);
        longestRunWait = wait;
      }
      if (stall > 0 && wait > longestWait) longestWait = wait;
    }
    last = now;
    lastSched = sched;
  }, TICK_MS).unref();
  const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
  const round = (value) => Math.round(value * 10) / 10;
  process.on('SIGUSR2', () => {
    appendFileSync(
      file,
      `${JSON.stringify({
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        driftMax: round(longest),
        over50,
        // null where /proc/thread-self/schedstat is missing
        onCpuMax: lastSched ? round(longestRun) : null,
        waitInOnCpuMax: lastSched ? round(longestRunWait) : null,
        cpuWaitMax: lastSched ? round(longestWait) : null,
      })}\n`,
    );
    histogram.reset();
    over50 = 0;
    longest = 0;
    longestRun = 0;
    longestRunWait = 0;
    longestWait = 0;
  });
}
