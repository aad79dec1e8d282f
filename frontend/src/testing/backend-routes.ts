import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One route as the backend's controllers declare it: 'METHOD /api/path/:param' and its @Answers argument, as written. */
export interface DeclaredRoute {
  route: string;
  answers: string | undefined;
}

interface Decorator {
  name: string;
  args: string;
  start: number;
  end: number;
}

const HTTP_METHODS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete']);
const squash = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/,\s*\)/g, ')')
    .trim();
const unquote = (args: string) => /^\s*'([^']*)'/.exec(args)?.[1] ?? '';
const onlySpaceOrComments = (text: string) => text.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '').trim() === '';

/** Every `@Name(...)` call with its balanced argument text. */
function decoratorsIn(source: string): Decorator[] {
  const found: Decorator[] = [];
  for (const match of source.matchAll(/@(\w+)\(/g)) {
    let depth = 1;
    let at = match.index + match[0].length;
    while (depth > 0 && at < source.length) {
      if (source[at] === '(') depth += 1;
      if (source[at] === ')') depth -= 1;
      at += 1;
    }
    found.push({ name: match[1], args: source.slice(match.index + match[0].length, at - 1), start: match.index, end: at });
  }
  return found;
}

/** Decorators stacked on one class or member: nothing but blanks and comments between them. */
function stacks(decorators: Decorator[], source: string): Decorator[][] {
  const grouped: Decorator[][] = [];
  for (const decorator of decorators) {
    const last = grouped.at(-1);
    const previous = last?.at(-1);
    if (last && previous && onlySpaceOrComments(source.slice(previous.end, decorator.start))) last.push(decorator);
    else grouped.push([decorator]);
  }
  return grouped;
}

function routesOf(source: string): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  let prefix = '';
  for (const stack of stacks(decoratorsIn(source), source)) {
    const controller = stack.find(({ name }) => name === 'Controller');
    if (controller) prefix = unquote(controller.args);
    const verb = stack.find(({ name }) => HTTP_METHODS.has(name));
    if (!verb) continue;
    const path = ['api', prefix, unquote(verb.args)].filter(Boolean).join('/');
    const answers = stack.find(({ name }) => name === 'Answers');
    routes.push({ route: `${verb.name.toUpperCase()} /${path}`, answers: answers && squash(answers.args) });
  }
  return routes;
}

function controllerFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.controller.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The routes of every controller under the backend's src/ (read as text: the frontend does not import the backend). */
export function declaredBackendRoutes(backendSrc: string): DeclaredRoute[] {
  return controllerFiles(backendSrc).flatMap((file) => routesOf(readFileSync(file, 'utf8')));
}
