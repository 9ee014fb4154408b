import type { ChildProcess } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiUrls } from '../harness/api-as.ts';
import { artifactsDir } from '../harness/global-setup.ts';
import { freePort, mockApiEnv, startProcess, stop, waitForOk } from '../harness/processes.ts';
import { stack } from '../harness/stack.ts';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const repoDir = join(webDir, '..');
const urlOf = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Issue 29's stack: the "real API" (a mock API of its own on its own ports, over a copy of the seeded database), the
 * local mock in front of it as a proxy (fault lab on, forwarding both hosts), and the SPA's development build (the
 * QA panel) calling the proxy. The worker's own stack is the third API, the one a test plants a drift in.
 */
export interface GatewayStack {
  upstream: ApiUrls;
  proxy: ApiUrls;
  web: string;
  /** Stops the real API, as when staging goes down. */
  stopUpstream(): Promise<void>;
  close(): Promise<void>;
}

async function freeApiPorts() {
  return { api: await freePort(), pay: await freePort() };
}

export async function startGatewayStack(): Promise<GatewayStack> {
  const tmp = mkdtempSync(join(tmpdir(), 'daftar-e2e-gateway-'));
  const logFile = join(artifactsDir, 'gateway-stack.log');
  const log = (line: string) => appendFileSync(logFile, `${line}\n`);
  const node = process.execPath;
  const vite = join(webDir, 'node_modules', 'vite', 'bin', 'vite.js');
  const upstreamPorts = await freeApiPorts();
  const proxyPorts = await freeApiPorts();
  const webPort = await freePort();
  const web = urlOf(webPort);
  const upstream = { main: urlOf(upstreamPorts.api), pay: urlOf(upstreamPorts.pay) };
  const proxy = { main: urlOf(proxyPorts.api), pay: urlOf(proxyPorts.pay) };

  const upstreamDb = join(tmp, 'real-api.sqlite');
  for (const suffix of ['', '-wal', '-shm'])
    if (existsSync(`${stack().seededDbFile}${suffix}`))
      copyFileSync(`${stack().seededDbFile}${suffix}`, `${upstreamDb}${suffix}`);

  const children: ChildProcess[] = [];
  const upstreamProcess = startProcess('real-api', node, ['mock-api/src/server.ts'], {
    cwd: repoDir,
    log,
    env: { ...mockApiEnv(upstreamDb, upstreamPorts, []), MOCK_CONTROL: 'false' },
  });
  children.push(
    upstreamProcess,
    startProcess(
      'proxy',
      node,
      ['mock-api/src/server.ts', '--upstream', upstream.main, '--pay-upstream', upstream.pay],
      {
        cwd: repoDir,
        log,
        env: {
          ...mockApiEnv(join(tmp, 'proxy.sqlite'), proxyPorts, [web]),
          MOCK_CONTROL: 'true',
          RECORDINGS_DIR: join(tmp, 'recordings'),
        },
      },
    ),
    startProcess('proxy-web', node, [vite, '--port', String(webPort), '--strictPort'], {
      cwd: webDir,
      log,
      env: { VITE_API_URL: proxy.main, VITE_PAY_API_URL: proxy.pay, WEB_VERSION_FROM_LAB: proxy.main },
    }),
  );
  const close = async () => {
    await Promise.all(children.map(stop));
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    // Ceilings, not waits: on a busy machine a mock API's first answer has taken over 30 s.
    await Promise.all(
      [`${upstream.main}/health`, `${upstream.pay}/health`, `${proxy.main}/health`, `${proxy.pay}/health`, web].map(
        (url) => waitForOk(url, 180_000),
      ),
    );
  } catch (error) {
    await close();
    throw new Error(`${String(error)} (see ${logFile})`);
  }
  return { upstream, proxy, web, stopUpstream: () => stop(upstreamProcess), close };
}
