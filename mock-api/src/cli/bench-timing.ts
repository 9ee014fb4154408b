/**
 * Wall time, and the CPU time the process spent (user + system), of `runs` calls after five warm-ups, each sorted: on
 * a shared, busy machine the wall time includes waiting for a core, the CPU time is close to what the call costs on
 * an idle one.
 */
export function timed(work: () => unknown, runs: number): { wall: number[]; cpu: number[] } {
  for (let n = 0; n < 5; n++) work();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let n = 0; n < runs; n++) {
    const started = performance.now();
    const used = process.cpuUsage();
    work();
    const spent = process.cpuUsage(used);
    wall.push(performance.now() - started);
    cpu.push((spent.user + spent.system) / 1000);
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

/** The value at quantile `q` (0.5 the median, 0.99 the p99) of sorted figures. */
export const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
