import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * apt-get update and install as one child writing to a file: `npm test` runs its other steps synchronously meanwhile,
 * so the child must not wait on a pipe nobody reads, nor on this process to start its second command.
 */
function aptInstall(packages: string[]): Promise<number> {
  const logDir = mkdtempSync(join(tmpdir(), 'daftar-apt-'));
  const logFile = join(logDir, 'apt.log');
  const out = openSync(logFile, 'w');
  const script = `apt-get update -qq && apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`;
  const child = spawn('sh', ['-c', script], {
    stdio: ['ignore', out, out],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  closeSync(out);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      const output = readFileSync(logFile, 'utf8');
      // The log's last write is when apt finished: this process notices the exit only between its own steps.
      const finished = statSync(logFile).mtimeMs;
      rmSync(logDir, { recursive: true, force: true });
      if (code === 0) resolve(finished);
      else reject(new Error(`${script} failed (exit ${code}):\n${output}`));
    });
  });
}

/**
 * e2e tests need Debian's Chromium. As root with apt, install it; otherwise fail with the command to run. Never
 * skips e2e silently. `npm test` starts this first and waits for it before the e2e step: a fresh machine's 15 s of
 * download and unpacking then overlap the typecheck and unit tests.
 */
export async function ensureChromium(): Promise<void> {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      `Chromium is missing at ${chromium}. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log('[test] installing Debian chromium for the end-to-end tests (once), beside the first steps');
  const started = Date.now();
  const finished = await aptInstall(['chromium', 'fonts-noto-core']);
  if (!existsSync(chromium)) throw new Error(`apt-get installed chromium but ${chromium} is still missing`);
  console.log(`[test] chromium installed in ${((finished - started) / 1000).toFixed(1)} s`);
}
