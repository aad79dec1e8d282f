#!/usr/bin/env node
// Usage: node check-context-boundaries.mjs <contexts-dir> [--isolated]
// Each folder directly under <contexts-dir> is a bounded context. Code in one context may reach another only
// through that context's public face: its index.ts (or the folder itself, which resolves to it). Any other
// import into another context (static, type-only, re-export, dynamic import() or require(); relative, through
// tsconfig `paths` or `baseUrl`) is reported as file:line, and the exit code is 1.
// With --isolated the folders have no public face at all: none may import another (the frontend's features,
// which share code through components/, lib/ and app/ instead). .ts and .tsx files are read.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { listTypeScriptFiles } from './typescript-files.mjs';

const PUBLIC_ENTRIES = new Set(['', 'index', 'index.ts', 'index.js']);

/** @returns {{ files: number, contexts: string[], violations: Array<{file: string, line: number, specifier: string, context: string}> }} */
export function checkContextBoundaries(contextsDir, { isolated = false } = {}) {
  const root = resolve(contextsDir);
  const contexts = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const resolveAlias = aliasResolver(root);
  const violations = [];
  const files = listTypeScriptFiles(root);

  for (const file of files) {
    const ownContext = relative(root, file).split(sep)[0];
    const source = readFileSync(file, 'utf8');
    for (const { fileName: specifier, pos } of ts.preProcessFile(source, true, true).importedFiles) {
      const target = specifier.startsWith('.') ? resolve(dirname(file), specifier) : resolveAlias(specifier);
      if (!target) continue;
      const [context, ...rest] = relative(root, target).split(sep);
      if (!contexts.includes(context) || context === ownContext) continue;
      if (!isolated && PUBLIC_ENTRIES.has(rest.join('/'))) continue;
      violations.push({ file, line: source.slice(0, pos).split('\n').length, specifier, context });
    }
  }
  return { files: files.length, contexts, violations };
}

/**
 * Non-relative specifiers reach project files through the nearest tsconfig's `paths` or `baseUrl`;
 * returns the absolute location a specifier points at inside the project, or null for a package.
 */
function aliasResolver(startDir) {
  const configFile = ts.findConfigFile(startDir, (path) => existsSync(path));
  if (!configFile) return () => null;
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config ?? {}, ts.sys, dirname(configFile));
  const pathsBase = options.baseUrl ?? options.pathsBasePath ?? dirname(configFile);
  const patterns = Object.entries(options.paths ?? {});

  return (specifier) => {
    for (const [pattern, targets] of patterns) {
      const star = pattern.indexOf('*');
      const prefix = star < 0 ? pattern : pattern.slice(0, star);
      const suffix = star < 0 ? '' : pattern.slice(star + 1);
      const matches = star < 0 ? specifier === pattern : specifier.startsWith(prefix) && specifier.endsWith(suffix);
      if (!matches || targets.length === 0) continue;
      const captured = star < 0 ? '' : specifier.slice(prefix.length, specifier.length - suffix.length);
      const target = targets[0].replace('*', captured);
      return isAbsolute(target) ? target : resolve(pathsBase, target);
    }
    return options.baseUrl ? resolve(options.baseUrl, specifier) : null;
  };
}

function main() {
  const [dir, ...flags] = process.argv.slice(2);
  const isolated = flags.includes('--isolated');
  if (!dir) {
    console.error('usage: check-context-boundaries.mjs <contexts-dir> [--isolated]');
    process.exit(2);
  }
  if (!existsSync(dir)) {
    console.log(`context boundaries: ${dir} does not exist yet; nothing to check`);
    return;
  }
  const { files, contexts, violations } = checkContextBoundaries(dir, { isolated });
  const advice = isolated ? 'move what both need to a shared folder instead' : 'import from its index.ts instead';
  for (const v of violations) {
    console.error(
      `${relative(process.cwd(), v.file)}:${v.line}: '${v.specifier}' reaches inside context '${v.context}'; ${advice}`,
    );
  }
  if (violations.length) {
    console.error(`context boundaries: ${violations.length} violation(s) in ${files} files`);
    process.exit(1);
  }
  console.log(`context boundaries: ${files} files in ${contexts.length} contexts, no violations`);
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) main();
