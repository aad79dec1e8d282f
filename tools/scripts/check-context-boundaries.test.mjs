import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const script = join(dirname(fileURLToPath(import.meta.url)), 'check-context-boundaries.mjs');

/** Writes files (path → content) under a new temp folder and returns it. */
function fixture(files) {
  const root = mkdtempSync(join(tmpdir(), 'context-boundaries-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const check = (cwd) => spawnSync(process.execPath, [script, 'src/contexts'], { cwd, encoding: 'utf8' });

describe('check-context-boundaries', () => {
  let project;
  before(() => {
    project = fixture({
      'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@contexts/*': ['src/contexts/*'] } } }),
      'src/contexts/tournaments/index.ts': "export * from './domain/tournament';\n",
      'src/contexts/tournaments/domain/tournament.ts': 'export class Tournament {}\n',
      'src/contexts/identity/good.ts': [
        "import { Tournament } from '../tournaments';",
        "import type { Tournament as T } from '../tournaments/index';",
        "export * from '@contexts/tournaments/index.js';",
        "import { Own } from './domain/own';",
        '',
      ].join('\n'),
      'src/contexts/identity/domain/own.ts': 'export class Own {}\n',
      'src/contexts/fixtures/bad.ts': [
        "import { Own } from '../identity';",
        "import { Tournament } from '../tournaments/domain/tournament';",
        '// a comment mentioning ../tournaments/domain/tournament is not an import',
        "const lazy = () => import('@contexts/tournaments/domain/tournament');",
        "const viaBaseUrl = require('src/contexts/identity/domain/own');",
        '',
      ].join('\n'),
    });
  });
  after(() => rmSync(project, { recursive: true, force: true }));

  it('reports each deep import into another context with file and line, and exits 1', () => {
    const result = check(project);
    assert.equal(result.status, 1, result.stdout + result.stderr);
    const reported = result.stderr.split('\n').filter((line) => line.includes('reaches inside context'));
    const bad = join('src', 'contexts', 'fixtures', 'bad.ts');
    assert.deepEqual(
      reported.map((line) => line.split(':').slice(0, 2).join(':')),
      [`${bad}:2`, `${bad}:4`, `${bad}:5`],
    );
    assert.match(result.stderr, /3 violation\(s\)/);
    assert.doesNotMatch(result.stderr, /good\.ts/);
  });

  it('accepts imports of another context through its index and any import inside the own context', () => {
    rmSync(join(project, 'src/contexts/fixtures/bad.ts'));
    const result = check(project);
    assert.equal(result.status, 0, result.stdout + result.stderr);
    assert.match(result.stdout, /no violations/);
  });
});

describe('check-context-boundaries --isolated (frontend features)', () => {
  let project;
  before(() => {
    project = fixture({
      'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['src/*'] } } }),
      'src/features/tournaments/index.ts': "export * from './api/get-tournaments';\n",
      'src/features/tournaments/api/get-tournaments.ts': 'export const getTournaments = () => [];\n',
      'src/lib/api/tournaments.ts': 'export const getTournament = () => null;\n',
      'src/features/fixtures/routes/page.tsx': [
        "import { getTournament } from '@/lib/api/tournaments';",
        "import { Own } from '../components/own';",
        "import { getTournaments } from '@/features/tournaments';",
        "import { getTournaments as again } from '../../tournaments/api/get-tournaments';",
        '',
      ].join('\n'),
      'src/features/fixtures/components/own.tsx': 'export const Own = () => null;\n',
    });
  });
  after(() => rmSync(project, { recursive: true, force: true }));

  it('reports any import of another feature, even through its index, in .tsx files too', () => {
    const result = spawnSync(process.execPath, [script, 'src/features', '--isolated'], { cwd: project, encoding: 'utf8' });
    assert.equal(result.status, 1, result.stdout + result.stderr);
    const page = join('src', 'features', 'fixtures', 'routes', 'page.tsx');
    const reported = result.stderr.split('\n').filter((line) => line.includes('reaches inside context'));
    assert.deepEqual(
      reported.map((line) => line.split(':').slice(0, 2).join(':')),
      [`${page}:3`, `${page}:4`],
    );
    assert.match(result.stderr, /move what both need to a shared folder/);
  });

  it('still lets a feature import shared folders and its own files', () => {
    rmSync(join(project, 'src/features/tournaments'), { recursive: true, force: true });
    const result = spawnSync(process.execPath, [script, 'src/features', '--isolated'], { cwd: project, encoding: 'utf8' });
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });
});
