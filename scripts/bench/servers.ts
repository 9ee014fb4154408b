import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a Node script to the end; a failure stops the benchmark with its output. */
export function runScript(root: string, script: string, env: Record<string, string>): void {
  const result = spawnSync(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * Starts a Node server script (with `nodeFlags` before it, e.g. a profiler's) and resolves once `url` answers 2xx (or
 * rejects after 120 s: a busy machine starts slowly).
 */
export async function startServer(
  root: string,
  script: string,
  env: Record<string, string>,
  url: string,
  nodeFlags: string[] = [],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${script} did not answer ${url} within 120 s`);
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
