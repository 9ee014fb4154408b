#!/usr/bin/env node
// Entry point of `npm start` and `npm test`. It must run on any Node >= 18 with npm only (a fresh machine has
// Node 20 and no pnpm), so it is plain JavaScript with no dependencies. It fetches the pinned Node and pnpm from
// the npm registry into .toolchain/ when the machine lacks them, installs the workspace, then hands over to
// `pnpm run <script>` under the pinned Node.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolDir = join(root, '.toolchain');
const binDir = join(toolDir, 'bin');
const nodeVersion = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const minNodeMajor = 22;

function log(message) {
  process.stdout.write(`\x1b[36m[bootstrap]\x1b[0m ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function npmInstallTools(packages) {
  mkdirSync(toolDir, { recursive: true });
  log(`fetching ${packages.join(', ')} from the npm registry into .toolchain/ (once)`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const status = run(npm, [
    'install',
    '--prefix',
    toolDir,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    ...packages,
  ]);
  if (status !== 0) {
    throw new Error(`npm could not install ${packages.join(', ')} (exit ${status}); is the npm registry reachable?`);
  }
}

function installedVersion(pkg) {
  const manifest = join(toolDir, 'node_modules', pkg, 'package.json');
  return existsSync(manifest)
    ? String(JSON.parse(readFileSync(manifest, 'utf8')).version).replace(/^v/, '')
    : undefined;
}

// One npm call installs every tool that is needed: `npm install --prefix` prunes what the call does not name.
function resolveTools() {
  const wanted = [['pnpm', pnpmVersion]];
  const useSystemNode = Number(process.versions.node.split('.')[0]) >= minNodeMajor;
  const nodePkg = `node-${process.platform}-${process.arch}`;
  if (!useSystemNode) wanted.push([nodePkg, nodeVersion]);
  if (wanted.some(([pkg, version]) => installedVersion(pkg) !== version)) {
    npmInstallTools(wanted.map(([pkg, version]) => `${pkg}@${version}`));
  }
  if (!useSystemNode)
    log(`system Node ${process.version} is older than ${minNodeMajor}; using Node ${nodeVersion} from .toolchain/`);
  return {
    nodeBin: useSystemNode ? process.execPath : join(toolDir, 'node_modules', nodePkg, 'bin', 'node'),
    pnpmEntry: join(toolDir, 'node_modules', 'pnpm', 'bin', 'pnpm.mjs'),
  };
}

// Shims in .toolchain/bin put the pinned node and pnpm first on PATH for every child process (concurrently,
// vitest, drizzle-kit), so nothing falls back to an older system Node.
function writeShims(nodeBin, pnpmEntry) {
  mkdirSync(binDir, { recursive: true });
  const shims = {
    node: `#!/bin/sh\nexec "${nodeBin}" "$@"\n`,
    pnpm: `#!/bin/sh\nexec "${nodeBin}" "${pnpmEntry}" "$@"\n`,
  };
  for (const [name, body] of Object.entries(shims)) {
    const file = join(binDir, name);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== body) writeFileSync(file, body, { mode: 0o755 });
  }
}

function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

function needsInstall() {
  const stamp = join(root, 'node_modules', '.daftar-installed');
  if (!existsSync(stamp)) return true;
  const inputs = [
    'pnpm-lock.yaml',
    'package.json',
    'pnpm-workspace.yaml',
    ...['db', 'contracts', 'mock-api', 'web'].map((p) => join(p, 'package.json')),
  ];
  const stampTime = mtime(stamp);
  return inputs.some((f) => mtime(join(root, f)) > stampTime);
}

function main() {
  const [script, ...rest] = process.argv.slice(2);
  if (!script) {
    console.error('usage: node scripts/bootstrap.mjs <root script> [args…]');
    process.exit(2);
  }
  const { nodeBin, pnpmEntry } = resolveTools();
  writeShims(nodeBin, pnpmEntry);
  const env = { ...process.env, PATH: `${binDir}:${process.env.PATH ?? ''}` };
  delete env.npm_config_nodedir;

  const ci = process.env.CI === 'true' || process.env.CI === '1';
  if (ci || needsInstall()) {
    log(ci ? 'installing from the lockfile (frozen, CI)' : 'installing workspace dependencies');
    const status = run(nodeBin, [pnpmEntry, 'install', ...(ci ? ['--frozen-lockfile'] : [])], { env });
    if (status !== 0) process.exit(status);
    writeFileSync(join(root, 'node_modules', '.daftar-installed'), new Date().toISOString());
  }
  process.exit(run(nodeBin, [pnpmEntry, 'run', script, ...rest], { env }));
}

try {
  main();
} catch (error) {
  console.error(`\x1b[31m[bootstrap] ${error instanceof Error ? error.message : String(error)}\x1b[0m`);
  process.exit(1);
}
