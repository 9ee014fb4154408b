import { Worker } from 'node:worker_threads';

/** Busy-loop workers, each keeping one core at 100% until stopped. */
export interface Hogs {
  stop(): Promise<void>;
}

// The loop yields nothing and allocates nothing: pure CPU, so it competes with the tests for cores and nothing else.
const busyLoop = 'for (;;) {}';

export function startHogs(count: number): Hogs {
  const workers = Array.from({ length: count }, () => new Worker(busyLoop, { eval: true }));
  return {
    async stop() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
