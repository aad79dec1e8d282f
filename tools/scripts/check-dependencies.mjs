#!/usr/bin/env node
// Usage: node check-dependencies.mjs <project-dir>
// What Nx's @nx/dependency-checks rule checks, for one workspace project (issue 39; that rule's package has no
// release for our Nx 24, and one for Nx 23 would bring a second Nx): a package its files import that its
// package.json does not declare; a declared one that nothing uses; a declared range that the installed version does
// not satisfy. A package counts as used when a file imports it (static, type-only, dynamic, require,
// require.resolve or import.meta.resolve, or a stylesheet's @import/@plugin), a package.json script runs one of its
// commands, it is the @types of a used package or of one named in tsconfig `types`, or it is a peer dependency of a
// used one (pg for typeorm, @swc/core for @swc/jest). Each problem is printed and the exit code is 1.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';
import ts from 'typescript';

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', '.nx', 'test-results', 'playwright-report']);
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SECTIONS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];
const PACKAGE_NAME = /^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;

/** @returns {{ undeclared: Array<{name: string, file: string}>, unused: string[], mismatched: Array<{name: string, range: string, installed: string | null}> }} */
export function checkDependencies(projectDir) {
  const root = resolve(projectDir);
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const declared = new Map(SECTIONS.flatMap((section) => Object.entries(manifest[section] ?? {})));
  const require = createRequire(join(root, 'package.json'));
  const manifestOf = (name) => {
    try {
      return JSON.parse(readFileSync(require.resolve(`${name}/package.json`, { paths: [root] }), 'utf8'));
    } catch {
      return findManifest(root, name);
    }
  };

  const imported = new Map();
  for (const file of listFiles(root)) {
    for (const specifier of importsOf(join(root, file))) {
      const name = packageOf(specifier);
      if (name && name !== manifest.name && !imported.has(name)) imported.set(name, file);
    }
  }

  const used = new Set(imported.keys());
  for (const command of commandsOf(manifest.scripts ?? {})) {
    for (const name of declared.keys()) if (binariesOf(manifestOf(name)).includes(command)) used.add(name);
  }
  for (const type of typesOf(root)) used.add(type);
  for (const name of [...used]) {
    for (const peer of Object.keys(manifestOf(name)?.peerDependencies ?? {})) used.add(peer);
  }
  for (const name of declared.keys()) {
    if (name.startsWith('@types/') && used.has(typedPackage(name))) used.add(name);
  }

  const undeclared = [...imported].filter(([name]) => !declared.has(name)).map(([name, file]) => ({ name, file }));
  const unused = [...declared.keys()].filter((name) => !used.has(name));
  const mismatched = [...declared]
    .filter(([, range]) => semver.validRange(range))
    .map(([name, range]) => ({ name, range, installed: manifestOf(name)?.version ?? null }))
    .filter(({ range, installed }) => !installed || !semver.satisfies(installed, range, { includePrerelease: true }));
  return { undeclared, unused, mismatched };
}

function listFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) walk(path);
      else if (entry.isFile() && (CODE.test(entry.name) || entry.name.endsWith('.css')) && !entry.name.endsWith('.d.ts')) {
        files.push(path);
      }
    }
  };
  walk('');
  return files.sort();
}

function importsOf(file) {
  const source = readFileSync(file, 'utf8');
  if (file.endsWith('.css')) return [...source.matchAll(/@(?:import|plugin)\s+["']([^"']+)["']/g)].map((match) => match[1]);
  const imported = ts.preProcessFile(source, true, true).importedFiles.map((entry) => entry.fileName);
  return source.includes('.resolve(') ? [...imported, ...resolvedIn(file, source)] : imported;
}

/** The specifiers of require.resolve('…') and import.meta.resolve('…') calls (not of such text in a string). */
function resolvedIn(file, source) {
  const found = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'resolve' &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false));
  return found;
}

/** The package a bare specifier names; null for a relative path, a built-in module or an alias such as '@/lib'. */
function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (builtinModules.includes(name) || !PACKAGE_NAME.test(name)) return null;
  return name;
}

/** The first word of each command in the scripts: `eslint src && node x.mjs` runs eslint and node. */
function commandsOf(scripts) {
  return Object.values(scripts).flatMap((script) =>
    script
      .split(/&&|\|\||;|\|/)
      .map((command) => command.trim().split(/\s+/))
      .map((words) => (words[0] === 'npx' ? words[1] : words[0]))
      .filter(Boolean),
  );
}

function binariesOf(manifest) {
  if (!manifest?.bin) return [];
  return typeof manifest.bin === 'string' ? [manifest.name.split('/').pop()] : Object.keys(manifest.bin);
}

/** The packages named in tsconfig `types` (vite/client is the vite package's). */
function typesOf(root) {
  const configFile = join(root, 'tsconfig.json');
  if (!existsSync(configFile)) return [];
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config ?? {}, ts.sys, root);
  return (options.types ?? []).map((type) => packageOf(type)).flatMap((name) => (name ? [name, `@types/${name}`] : []));
}

/** @types/node → node, @types/babel__core → @babel/core. */
function typedPackage(typesName) {
  const bare = typesName.slice('@types/'.length);
  return bare.includes('__') ? `@${bare.replace('__', '/')}` : bare;
}

/** A package installed under a workspace's or the root's node_modules whose package.json `exports` hides itself. */
function findManifest(root, name) {
  for (let dir = root; ; dir = resolve(dir, '..')) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
    if (resolve(dir, '..') === dir) return null;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const projectDir = process.argv[2];
  if (!projectDir) {
    console.error('Usage: node check-dependencies.mjs <project-dir>');
    process.exit(2);
  }
  const { undeclared, unused, mismatched } = checkDependencies(projectDir);
  for (const { name, file } of undeclared) console.error(`${name} is imported (${file}) but not declared in package.json`);
  for (const name of unused) console.error(`${name} is declared in package.json but nothing uses it`);
  for (const { name, range, installed } of mismatched) {
    console.error(`${name}: package.json asks for ${range}, installed is ${installed ?? 'nothing'}`);
  }
  const problems = undeclared.length + unused.length + mismatched.length;
  if (problems > 0) process.exit(1);
  console.log(`Dependencies match their use in ${projectDir}.`);
}
