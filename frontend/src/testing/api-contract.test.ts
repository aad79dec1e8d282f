import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_CONTRACT } from './api-contract';
import { declaredBackendRoutes } from './backend-routes';

const backendSrc = join(import.meta.dirname, '../../../backend/src');
const contractSource = readFileSync(join(import.meta.dirname, 'api-contract.ts'), 'utf8');

/** How api-contract.ts writes a route's answer: the @Answers argument itself, or a marker for what is not JSON. */
function expectedEntry(answers: string | undefined): string {
  if (answers === undefined) return 'noJsonAnswer';
  return answers.includes(`'text/`) ? `textAnswer(${answers})` : answers;
}

/** The map's entries as written: "'METHOD /path': expression,". */
const writtenEntries = () =>
  [...contractSource.matchAll(/^ {2}'([A-Z]+ \/api[^']*)':\s*([\s\S]*?),\n(?= {2}'|\};)/gm)].map(
    ([, route, expression]) => `${route} => ${expression.replace(/\s+/g, ' ').replace(/,\s*\)/g, ')')}`,
  );

describe('API_CONTRACT', () => {
  it('names each route the backend controllers declare, with the schema of its @Answers', () => {
    const declared = declaredBackendRoutes(backendSrc).map(({ route, answers }) => `${route} => ${expectedEntry(answers)}`);
    expect(declared.length).toBeGreaterThan(100);
    expect(writtenEntries().sort()).toEqual(declared.sort());
  });

  it('is read whole by the comparison above', () => {
    expect(writtenEntries().map((entry) => entry.split(' => ')[0])).toEqual(Object.keys(API_CONTRACT));
  });
});
