// Builds the shared lib, then runs every *.bench.mjs here in its own process.
// Usage: node tools/bench/run-all.mjs [--no-build]   (exit 1 if any bench misses its target)
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

if (!process.argv.includes('--no-build')) {
  const tsc = createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');
  const build = spawnSync(process.execPath, [tsc, '-p', 'libs/shared/tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('bench: building libs/shared failed');
    process.exit(1);
  }
}

const benches = readdirSync(here)
  .filter((file) => file.endsWith('.bench.mjs'))
  .sort();
let failed = 0;
for (const bench of benches) {
  const run = spawnSync(process.execPath, ['--expose-gc', join(here, bench)], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
console.log(`bench: ${benches.length - failed}/${benches.length} passed`);
process.exit(failed ? 1 : 0);
