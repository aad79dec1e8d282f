#!/usr/bin/env node
// Usage: node check-folder-cycles.mjs <src-dir>
// Every folder under <src-dir> (the folder itself included) is a node; a file's relative import (static, type-only,
// re-export, dynamic import() or require()) draws an edge from its folder to the imported file's folder. A cycle
// among folders (contracts -> contracts/schemas -> contracts, or scores -> validation -> scores) is reported with the
// imports that close it, and the exit code is 1. ESLint's import-x/no-cycle sees only cycles between files; this
// sees the ones between folders (issue 39). Tests (*.spec.ts, *.test.ts) are left out: they are no part of the
// library and may import it through its index.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { listTypeScriptFiles } from './typescript-files.mjs';

const TEST = /\.(spec|test)\.[cm]?tsx?$/;

/** @returns {{ files: number, folders: string[], cycles: Array<{ tangle: string[], folders: string[], imports: Array<{file: string, line: number, specifier: string}> }> }} */
export function checkFolderCycles(srcDir) {
  const root = resolve(srcDir);
  const files = listTypeScriptFiles(root).filter((file) => !TEST.test(file));
  /** folder -> folder -> the first import that draws that edge */
  const edges = new Map();
  const folders = new Set(files.map((file) => folderOf(root, file)));

  for (const file of files) {
    const from = folderOf(root, file);
    const source = readFileSync(file, 'utf8');
    for (const { fileName: specifier, pos } of ts.preProcessFile(source, true, true).importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveImport(resolve(dirname(file), specifier));
      if (relative(root, target).startsWith('..')) continue;
      const to = folderOf(root, target);
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) {
        edges.get(from).set(to, { file: relative(root, file), line: source.slice(0, pos).split('\n').length, specifier });
      }
    }
  }

  const cycles = stronglyConnected([...folders], (folder) => [...(edges.get(folder)?.keys() ?? [])])
    .filter((component) => component.length > 1)
    .map((component) => {
      const path = cycleThrough(component, (folder) => [...(edges.get(folder)?.keys() ?? [])]);
      const imports = path.slice(0, -1).map((folder, i) => edges.get(folder).get(path[i + 1]));
      return { tangle: component, folders: path, imports };
    });
  return { files: files.length, folders: [...folders].sort(), cycles };
}

/** '.' for the root itself, else the folder's path under it with forward slashes. */
function folderOf(root, file) {
  return relative(root, dirname(file)).split(sep).join('/') || '.';
}

/** The file a relative import lands on, as TypeScript would find it; a path that is none stays as it is. */
function resolveImport(path) {
  const stem = path.replace(/\.[cm]?js$/, '');
  for (const candidate of [path, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${stem}.cts`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  for (const index of ['index.ts', 'index.tsx']) {
    if (existsSync(join(path, index))) return join(path, index);
  }
  return path;
}

/** Tarjan's strongly connected components. */
function stronglyConnected(nodes, next) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const to of next(node)) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component.sort());
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** The shortest way from the component's first folder back to itself, staying inside the component. */
function cycleThrough(component, next) {
  const inside = new Set(component);
  const start = component[0];
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const folder = queue.shift();
    for (const to of next(folder)) {
      if (!inside.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at = folder; at !== start; at = cameFrom.get(at)) path.unshift(at);
        path.unshift(start);
        return path;
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, folder);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const srcDir = process.argv[2];
  if (!srcDir) {
    console.error('Usage: node check-folder-cycles.mjs <src-dir>');
    process.exit(2);
  }
  const { files, folders, cycles } = checkFolderCycles(srcDir);
  for (const { tangle, folders: path, imports } of cycles) {
    console.error(`Folders that import each other: ${tangle.join(', ')}; for one: ${path.join(' -> ')}`);
    for (const { file, line, specifier } of imports) console.error(`  ${file}:${line} imports '${specifier}'`);
  }
  if (cycles.length > 0) {
    console.error(`${cycles.length} folder import cycle(s): move what both sides need to a folder below them both.`);
    process.exit(1);
  }
  console.log(`No folder import cycles: ${files} files in ${folders.length} folders.`);
}
