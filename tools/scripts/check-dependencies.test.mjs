import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkDependencies } from './check-dependencies.mjs';

const roots = [];

/** Writes files (path → content; objects as JSON) under a new temp folder and returns it. */
function fixture(files) {
  const root = mkdtempSync(join(tmpdir(), 'dependencies-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

/** An installed package: its package.json under the project's node_modules. */
const installed = (name, manifest = {}) => ({ [`node_modules/${name}/package.json`]: { name, version: '1.2.3', ...manifest } });

describe('check-dependencies', () => {
  after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('passes a project whose every declared package is used one way or another', () => {
    const root = fixture({
      'package.json': {
        name: '@app/web',
        scripts: { test: 'vitest run', lint: 'npx eslint src && node x.mjs' },
        dependencies: { zod: '^1.2.0', typeorm: '^1.0.0', pg: '^1.0.0', tailwindcss: '^1.0.0' },
        devDependencies: {
          vitest: '~1.2.0',
          eslint: '^1.0.0',
          '@types/pg': '^1.0.0',
          '@types/node': '^1.0.0',
          '@prism/cli': '1.2.3',
        },
      },
      'tsconfig.json': { compilerOptions: { types: ['node'] } },
      'src/a.ts':
        "import { z } from 'zod';\nimport type { DataSource } from 'typeorm/data-source';\nimport { b } from './b';\nimport fs from 'node:fs';\nimport { own } from '@app/web';\nimport { cn } from '@/lib/cn';\n",
      'src/style.css': '@import "tailwindcss";\n',
      'src/prism.mjs': "const bin = require.resolve('@prism/cli/dist/index.js');\n",
      'dist/ignored.js': "require('left-pad');\n",
      ...installed('zod'),
      ...installed('typeorm', { peerDependencies: { pg: '*' } }),
      ...installed('pg'),
      ...installed('tailwindcss'),
      ...installed('vitest', { bin: { vitest: 'vitest.mjs' } }),
      ...installed('eslint', { bin: { eslint: 'bin/eslint.js' } }),
      ...installed('@types/pg'),
      ...installed('@types/node'),
      ...installed('@prism/cli'),
    });
    assert.deepEqual(checkDependencies(root), { undeclared: [], unused: [], mismatched: [] });
  });

  it('names the undeclared, the unused and the ranges the installed version does not meet', () => {
    const root = fixture({
      'package.json': { name: 'app', dependencies: { zod: '^2.0.0', lodash: '^1.0.0' }, devDependencies: { missing: '^1.0.0' } },
      'src/a.ts': "import { z } from 'zod';\nimport { x } from '@scope/pkg/sub/path';\nconst m = await import('missing');\n",
      ...installed('zod'),
      ...installed('lodash'),
    });
    const { undeclared, unused, mismatched } = checkDependencies(root);
    assert.deepEqual(undeclared, [{ name: '@scope/pkg', file: 'src/a.ts' }]);
    assert.deepEqual(unused, ['lodash']);
    assert.deepEqual(mismatched, [
      { name: 'zod', range: '^2.0.0', installed: '1.2.3' },
      { name: 'missing', range: '^1.0.0', installed: null },
    ]);
  });
});
