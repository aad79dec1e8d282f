#!/usr/bin/env node
// Installs the workspace when the installed tree cannot match package-lock.json: node_modules is missing,
// or the lockfile changed after the last install (npm writes node_modules/.package-lock.json at the end of
// every install). Otherwise it does nothing, so `npm start` and `npm test` stay fast.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const lockfile = join(root, 'package-lock.json');
const installedLock = join(root, 'node_modules', '.package-lock.json');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// Playwright drives the system Chromium; its own browser download cannot work offline.
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

/**
 * Whether the installed tree (the hidden lockfile) holds exactly what the lockfile pins. Packages for other
 * platforms are optional and never installed, and extraneous entries are never installed either.
 */
function treeMatchesLockfile() {
  const pinned = JSON.parse(readFileSync(lockfile, 'utf8')).packages ?? {};
  const installed = JSON.parse(readFileSync(installedLock, 'utf8')).packages ?? {};
  const sameVersions = Object.entries(installed).every(([path, meta]) => pinned[path]?.version === meta.version);
  const missingAreOptional = Object.entries(pinned).every(
    ([path, meta]) => path === '' || path in installed || meta.optional || meta.devOptional || meta.extraneous,
  );
  return sameVersions && missingAreOptional;
}

function reasonToInstall() {
  if (!existsSync(join(root, 'node_modules'))) return 'node_modules is missing';
  if (!existsSync(installedLock)) return 'node_modules was not installed by npm';
  if (statSync(lockfile).mtimeMs <= statSync(installedLock).mtimeMs) return null;
  try {
    // A newer lockfile with the same pins (a checkout touched it) needs no reinstall.
    if (treeMatchesLockfile()) return null;
  } catch {
    // An unreadable hidden lockfile is a reason to reinstall, not to fail.
  }
  return 'package-lock.json changed since the last install';
}

function run(args, stdio) {
  return spawnSync(npm, args, { cwd: root, env, stdio });
}

const reason = reasonToInstall();
if (reason) {
  console.log(`[install] ${reason}: running npm ci`);
  const started = Date.now();
  // Exactly the committed lockfile, or nothing: a lockfile npm ci refuses fails here (and in CI's dry run).
  const ci = run(['ci', '--no-audit', '--no-fund'], 'inherit');
  if (ci.status !== 0) {
    console.error(`[install] npm ci failed (exit ${ci.status ?? ci.signal})`);
    process.exit(ci.status || 1);
  }
  console.log(`[install] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
