// Where a TypeScript file names a table: in SQL text (string and template literals) or in a TypeORM entity
// (`@Entity('t')`, `@Entity({ name: 't' })`, and the same for @ViewEntity).
import ts from 'typescript';
import { literalTexts } from './source-literals.mjs';

// SQL text: a literal that starts as a statement (any case), or holds an upper-case clause keyword, as the
// backend writes its SQL (docs/decisions/0010). Prose and routes ("your tournaments", 'tournaments/:id') do not.
const STATEMENT_START = /^\s*\(?\s*(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP|TRUNCATE|LOCK|COPY)\b/i;
const CLAUSE = /\b(SELECT|FROM|JOIN|INSERT INTO|UPDATE|DELETE|WHERE|RETURNING|VALUES|ON CONFLICT|TRUNCATE)\b/;

export function isSqlText(text) {
  return STATEMENT_START.test(text) || CLAUSE.test(text);
}

/** SQL text without its comments and quoted values, so `-- the users` or `'users'` name nothing. */
function sqlNames(text) {
  return text
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''");
}

/**
 * A matcher for the given table names as SQL identifiers: bare or double-quoted, optionally `public.`; not a
 * column (`t.users`), a function (`users(`), part of a path or word (`/tournaments-dashboard`), nor an alias
 * (`AS tournaments`).
 */
export function tableNamePattern(tables) {
  const names = [...tables].sort((a, b) => b.length - a.length).map((name) => name.replace(/[^a-z0-9_]/gi, ''));
  if (names.length === 0) return null;
  return new RegExp(String.raw`(?<!\bAS\s+)(?<![\w$.\/-])(?:public\.)?("?)(${names.join('|')})\1(?![\w$(\/-])`, 'gi');
}

/**
 * @returns {Array<{ table: string | null, line: number, how: 'SQL' | 'entity' }>} null for an entity whose table
 *   TypeORM would name after its class, which the check cannot attribute
 */
export function namedTables(source, pattern) {
  const found = [];
  if (pattern) {
    for (const { text, line } of literalTexts(source, source)) {
      if (!isSqlText(text)) continue;
      const tables = new Set([...sqlNames(text).matchAll(pattern)].map((match) => match[2].toLowerCase()));
      for (const table of tables) found.push({ table, line, how: 'SQL' });
    }
  }
  for (const { table, line } of entityTables(source)) found.push({ table, line, how: 'entity' });
  return found;
}

function entityTables(source) {
  const found = [];
  const visit = (node) => {
    if (ts.isDecorator(node) && ts.isCallExpression(node.expression)) {
      const callee = node.expression.expression.getText(source);
      if (/^(Entity|ViewEntity)$/.test(callee)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({ table: entityName(node.expression.arguments[0]), line });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function entityName(argument) {
  if (!argument) return null;
  if (ts.isStringLiteralLike(argument)) return argument.text;
  if (!ts.isObjectLiteralExpression(argument)) return null;
  const name = argument.properties.find((property) => ts.isPropertyAssignment(property) && property.name.getText() === 'name');
  return name && ts.isStringLiteralLike(name.initializer) ? name.initializer.text : null;
}
