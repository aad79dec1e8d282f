// The TypeScript sources below a folder, as the lint scripts read them (declaration files aside), in a fixed order.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const TYPESCRIPT = /\.(ts|tsx|mts|cts)$/;

/** @returns {string[]} absolute paths, sorted */
export function listTypeScriptFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TYPESCRIPT.test(entry.name) && !/\.d\.[cm]?ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}
