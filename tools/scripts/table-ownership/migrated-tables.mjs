// The tables the migrations leave behind: every migration's up() replayed in timestamp order, following
// CREATE TABLE, ALTER TABLE … RENAME TO and DROP TABLE in its SQL text.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { literalTexts } from './source-literals.mjs';

const NAME = String.raw`(?:public\.)?"?([a-z_][a-z0-9_]*)"?`;
const CHANGES = new RegExp(
  [
    String.raw`\bCREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?${NAME}`,
    String.raw`\bALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?${NAME}\s+RENAME\s+TO\s+${NAME}`,
    String.raw`\bDROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?${NAME}`,
  ].join('|'),
  'gi',
);

/** @returns {Map<string, string>} each table that exists after the migrations, with the migration that created it */
export function migratedTables(migrationsDir) {
  const tables = new Map();
  if (!existsSync(migrationsDir)) return tables;
  const files = readdirSync(migrationsDir)
    .filter((name) => /^\d+-.+\.ts$/.test(name))
    .sort();
  for (const name of files) {
    for (const text of upTexts(join(migrationsDir, name))) {
      for (const [, created, renamed, renamedTo, dropped] of text.matchAll(CHANGES)) {
        if (created) tables.set(created, name);
        if (renamed) {
          tables.set(renamedTo, tables.get(renamed) ?? name);
          tables.delete(renamed);
        }
        if (dropped) tables.delete(dropped);
      }
    }
  }
  return tables;
}

/**
 * The SQL texts the migration's `up` method runs, in source order: its own, and those of the class's methods it calls
 * as `this.name(…)` (a migration in steps), each where it is called, each method once.
 */
function upTexts(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const methods = new Map();
  const collect = (node) => {
    if (ts.isMethodDeclaration(node)) methods.set(node.name.getText(source), node);
    ts.forEachChild(node, collect);
  };
  collect(source);
  const followed = new Set();
  const textsOf = (method) => {
    followed.add(method);
    const steps = [];
    const visit = (node) => {
      const called =
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.expression.kind === ts.SyntaxKind.ThisKeyword &&
        methods.get(node.expression.name.getText(source));
      if (called && !followed.has(called)) {
        steps.push({ at: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, texts: textsOf(called) });
      }
      ts.forEachChild(node, visit);
    };
    visit(method);
    const own = literalTexts(method, source).map(({ text, line }) => ({ at: line, texts: [text] }));
    return [...own, ...steps].sort((a, b) => a.at - b.at).flatMap((step) => step.texts);
  };
  const up = methods.get('up');
  return up ? textsOf(up) : [];
}
