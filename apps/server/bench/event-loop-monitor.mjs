// Preloaded into the server by bench/pglite-load.ts (`node --import`): measures the main thread's
// event-loop delay and writes it as JSON to BENCH_EVENT_LOOP_FILE when the process exits.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_EVENT_LOOP_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  // The load phase only: the bench sends SIGUSR2 when it starts the load.
  process.on('SIGUSR2', () => histogram.reset());
  process.on('exit', () => {
    histogram.disable();
    const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
    writeFileSync(
      file,
      JSON.stringify({
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
      }),
    );
  });
}
