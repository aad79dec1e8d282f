import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { checkFolderCycles } from './check-folder-cycles.mjs';

const script = join(dirname(fileURLToPath(import.meta.url)), 'check-folder-cycles.mjs');
const roots = [];

/** Writes files (path → content) under a new temp folder and returns it. */
function fixture(files) {
  const root = mkdtempSync(join(tmpdir(), 'folder-cycles-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const run = (cwd) => spawnSync(process.execPath, [script, 'src'], { cwd, encoding: 'utf8' });

describe('check-folder-cycles', () => {
  after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('passes folders that import one way only, ignoring packages, files outside and tests', () => {
    const root = fixture({
      'src/index.ts': "export * from './contracts';\nexport * from './constants/sports';\n",
      'src/constants/sports.ts': "import { z } from 'zod';\nexport const SPORTS = ['tennis'] as const;\n",
      'src/contracts/index.ts': "export * from './schemas';\nexport type { Sport } from '../constants/sports';\n",
      'src/contracts/schemas/index.ts': "import { SPORTS } from '../../constants/sports';\nexport const s = SPORTS;\n",
      'src/constants/sports.spec.ts': "import { s } from '../contracts';\n",
      'src/constants/outside.ts': "import { x } from '../../elsewhere/x';\n",
    });
    const result = run(root);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /No folder import cycles: 5 files in 4 folders/);
  });

  it('fails a folder and its subfolder that import each other, type-only imports included', () => {
    const root = fixture({
      'src/contracts/admin.ts': "import type * as schemas from './schemas/admin';\nexport type A = typeof schemas.a;\n",
      'src/contracts/schemas/admin.ts': "\nimport { ACTIONS } from '../admin';\nexport const a = ACTIONS;\n",
    });
    const result = run(root);
    assert.equal(result.status, 1);
    assert.match(result.stderr, /contracts -> contracts\/schemas -> contracts/);
    assert.match(result.stderr, /contracts\/admin\.ts:1 imports '\.\/schemas\/admin'/);
    assert.match(result.stderr, /contracts\/schemas\/admin\.ts:2 imports '\.\.\/admin'/);
  });

  it('finds a cycle through three folders, by re-export, index and require', () => {
    const { cycles } = checkFolderCycles(
      fixture({
        'src/a/index.ts': "export { b } from '../b';\n",
        'src/b/index.ts': "import '../c/c.js';\nexport const b = 1;\n",
        'src/c/c.ts': "const a = require('../a');\n",
        'src/d/d.ts': "import { b } from '../b';\n",
      }) + '/src',
    );
    assert.equal(cycles.length, 1);
    assert.deepEqual(cycles[0].tangle, ['a', 'b', 'c']);
    assert.deepEqual(cycles[0].folders, ['a', 'b', 'c', 'a']);
    assert.deepEqual(
      cycles[0].imports.map(({ file, specifier }) => `${file} ${specifier}`),
      ['a/index.ts ../b', 'b/index.ts ../c/c.js', 'c/c.ts ../a'],
    );
  });

  it('counts the root folder as one: a folder importing the index that exports it is a cycle', () => {
    const { cycles } = checkFolderCycles(
      fixture({
        'src/index.ts': "export * from './results/standings';\n",
        'src/results/standings.ts': "import { other } from '..';\nexport const s = other;\n",
      }) + '/src',
    );
    assert.deepEqual(
      cycles.map((cycle) => cycle.folders),
      [['.', 'results', '.']],
    );
  });
});
