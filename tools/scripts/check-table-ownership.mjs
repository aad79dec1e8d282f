#!/usr/bin/env node
// Usage: node check-table-ownership.mjs <backend-src-dir> [--allow <allow-list.json>]
// Every table has one owner, declared once (contexts/<name>/persistence/tables.ts, platform/database/tables.ts;
// docs/decisions/0001), and only the owner's code names it: in SQL text (string and template literals of the .ts
// files under <backend-src-dir>, migrations excepted) or in a TypeORM @Entity. Also fails when a table the
// migrations create is declared by no one, when one is declared by two, when a declared table does not exist, and
// when an allow-list entry no longer matches anything. The allow-list (default: table-ownership-allow-list.json
// beside this script) names a file, a table and the reason that file may name it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { PLATFORM, readDeclarations } from './table-ownership/declarations.mjs';
import { listTypeScriptFiles } from './typescript-files.mjs';
import { migratedTables } from './table-ownership/migrated-tables.mjs';
import { namedTables, tableNamePattern } from './table-ownership/named-tables.mjs';

const MIGRATIONS_DIR = join('platform', 'database', 'migrations');
// TypeORM creates the table of migrations run itself (its migrationsTableName), not through a migration.
const CREATED_BY_TYPEORM = new Set(['migrations']);
const DEFAULT_ALLOW_LIST = join(dirname(fileURLToPath(import.meta.url)), 'table-ownership-allow-list.json');

/**
 * @param {string} srcDir the backend's src folder
 * @param {{ allowList?: Array<{ file: string, table: string, reason: string }> }} options
 * @returns {{ files: number, tables: number, problems: string[] }}
 */
export function checkTableOwnership(srcDir, { allowList = [] } = {}) {
  const root = resolve(srcDir);
  const { owners, problems } = readDeclarations(root);
  const migrated = migratedTables(join(root, MIGRATIONS_DIR));

  for (const [table, declaredBy] of owners) {
    if (declaredBy.length > 1) problems.push(`table '${table}' is declared by ${declaredBy.join(' and ')}; one owner`);
    if (!migrated.has(table) && !CREATED_BY_TYPEORM.has(table)) {
      problems.push(`table '${table}' is declared by ${declaredBy[0]} but no migration creates it`);
    }
  }
  for (const [table, migration] of migrated) {
    if (!owners.has(table)) problems.push(`table '${table}' (created in ${migration}) is declared by no context`);
  }

  const pattern = tableNamePattern(new Set([...owners.keys(), ...migrated.keys()]));
  const allowed = new Map(allowList.map((entry) => [`${entry.file}#${entry.table}`, entry]));
  const used = new Set();
  const files = listTypeScriptFiles(root).filter((file) => !relative(root, file).startsWith(MIGRATIONS_DIR + sep));

  for (const file of files) {
    const where = relative(root, file).split(sep).join('/');
    const owner = ownerOf(where);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const { table, line, how } of namedTables(source, pattern)) {
      if (table === null) {
        problems.push(`${where}:${line}: an @Entity without a table name; name the table so its owner can be checked`);
        continue;
      }
      const declaredBy = owners.get(table) ?? [];
      if (declaredBy.includes(owner)) continue;
      if (how === 'entity' && declaredBy.length === 0 && !migrated.has(table)) {
        problems.push(`${where}:${line}: entity of table '${table}', which no migration creates and no one declares`);
        continue;
      }
      if (declaredBy.length === 0) continue; // reported once above, as undeclared
      const key = `${where}#${table}`;
      if (allowed.has(key)) {
        used.add(key);
        continue;
      }
      const reader = owner ?? 'code outside any context';
      problems.push(
        `${where}:${line}: ${how} names table '${table}', owned by ${declaredBy.join(', ')}, from ${reader}; ` +
          `ask its owner (a query on its index.ts, or a read model it publishes)`,
      );
    }
  }
  for (const [key, entry] of allowed) {
    if (!used.has(key)) problems.push(`allow-list: ${entry.file} no longer names '${entry.table}'; remove the entry`);
  }
  return { files: files.length, tables: owners.size, problems };
}

/** The owner whose tables a file may name: its context, the platform, or none (the application's shell). */
function ownerOf(path) {
  const [top, context] = path.split('/');
  if (top === 'contexts' && context) return context;
  if (top === PLATFORM) return PLATFORM;
  return null;
}

function readAllowList(file) {
  const entries = JSON.parse(readFileSync(file, 'utf8'));
  for (const entry of entries) {
    if (!entry.file || !entry.table || !entry.reason?.trim()) {
      throw new Error(`${file}: each entry needs a file, a table and a reason`);
    }
  }
  return entries;
}

function main() {
  const args = process.argv.slice(2);
  const allowAt = args.indexOf('--allow');
  const allowFile = allowAt >= 0 ? args[allowAt + 1] : DEFAULT_ALLOW_LIST;
  const dir = args.find((arg, index) => !arg.startsWith('--') && (allowAt < 0 || index !== allowAt + 1));
  if (!dir || !allowFile) {
    console.error('usage: check-table-ownership.mjs <backend-src-dir> [--allow <allow-list.json>]');
    process.exit(2);
  }
  const allowList = existsSync(allowFile) ? readAllowList(allowFile) : [];
  const { files, tables, problems } = checkTableOwnership(dir, { allowList });
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`table ownership: ${problems.length} violation(s) in ${files} files`);
    process.exit(1);
  }
  const excepted = allowList.length ? `, ${allowList.length} allowed by the list` : '';
  console.log(`table ownership: ${tables} tables, each named only by its owner in ${files} files${excepted}`);
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) main();
