// Who owns which table, as the backend declares it: each context in contexts/<name>/persistence/tables.ts, the
// platform in platform/database/tables.ts, each exporting `OWNED_TABLES`, an array of table names.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const PLATFORM = 'platform';
const EXPORT_NAME = 'OWNED_TABLES';

/** The declaration files under a backend's src folder, with the owner each speaks for. */
export function declarationFiles(srcDir) {
  const contextsDir = join(srcDir, 'contexts');
  const contexts = existsSync(contextsDir)
    ? readdirSync(contextsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .sort((a, b) => a.name.localeCompare(b.name))
    : [];
  return [
    ...contexts.map((entry) => ({ owner: entry.name, file: join(contextsDir, entry.name, 'persistence', 'tables.ts') })),
    { owner: PLATFORM, file: join(srcDir, 'platform', 'database', 'tables.ts') },
  ];
}

/**
 * @returns {{ owners: Map<string, string[]>, problems: string[] }} each declared table with the owners declaring
 *   it, and what is wrong with the declarations themselves (a missing file, a list that is not plain strings)
 */
export function readDeclarations(srcDir) {
  const owners = new Map();
  const problems = [];
  for (const { owner, file } of declarationFiles(srcDir)) {
    const where = relative(srcDir, file);
    if (!existsSync(file)) {
      problems.push(`${where}: missing; '${owner}' must declare the tables it owns (an empty list if none)`);
      continue;
    }
    const tables = ownedTables(file);
    if (!tables) {
      problems.push(`${where}: must export const ${EXPORT_NAME} = ['<table>', …] with string literals only`);
      continue;
    }
    for (const table of tables) owners.set(table, [...(owners.get(table) ?? []), owner]);
  }
  return { owners, problems };
}

/** The string literals of `export const OWNED_TABLES = [...]` (with or without `as const`), or null. */
function ownedTables(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.name.getText(source) !== EXPORT_NAME || !declaration.initializer) continue;
      let list = declaration.initializer;
      while (ts.isAsExpression(list) || ts.isSatisfiesExpression(list)) list = list.expression;
      if (!ts.isArrayLiteralExpression(list)) return null;
      if (!list.elements.every((element) => ts.isStringLiteralLike(element))) return null;
      return list.elements.map((element) => element.text);
    }
  }
  return null;
}
