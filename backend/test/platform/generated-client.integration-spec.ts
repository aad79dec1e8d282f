import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * A small client program against the generated types: named models (`components['schemas']`) and paths, no casts.
 * The `@ts-expect-error` lines hold the types to the contract: were a model `any` or open, each would be unused, an
 * error of its own.
 */
const PROGRAM = `
import type { components, paths } from './api';

type Schemas = components['schemas'];
type Json<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : never;

type ViewedTournament = Json<paths['/api/tournaments/{id}']['get']['responses'][200]>;
type AvailablePage = Json<paths['/api/tournaments']['get']['responses'][200]>;
type OrderOfPlay = Json<paths['/api/tournaments/{id}/schedule']['get']['responses'][200]>;
type SubmittedResult = Json<paths['/api/results/submit']['post']['responses'][201]>;
type NotFound = Json<paths['/api/tournaments/{id}']['get']['responses'][404]>;
type NewTournament = NonNullable<paths['/api/tournaments']['post']['requestBody']>['content']['application/json'];

export function headline(answer: ViewedTournament): string {
  const tournament: Schemas['ViewedTournament'] = answer;
  return \`\${tournament.name} (\${tournament.sport}), \${tournament.isEnrolled ? 'enrolled' : 'open'}\`;
}

export function firstListed(page: AvailablePage): Schemas['AvailableTournament'] | undefined {
  return page.items[0];
}

export function courtsInUse(orderOfPlay: Schemas['OrderOfPlay'] & OrderOfPlay): string[] {
  const placed: Schemas['OrderOfPlayMatch'][] = orderOfPlay.matches;
  return placed.map((match) => match.court).filter((court): court is string => court !== null);
}

export function score(result: SubmittedResult): string {
  const sets: Schemas['ResultSet'][] = result.sets;
  const view: Schemas['MatchResultView'] = result;
  return \`\${view.status}: \${sets.map((set) => \`\${set.playerGames}-\${set.opponentGames}\`).join(' ')}\`;
}

export function reason(error: NotFound): string {
  const body: Schemas['ApiError'] = error;
  return body.fields ? Object.keys(body.fields).join(', ') : body.message;
}

export const springOpen: NewTournament & Schemas['CreateTournamentBody'] = {
  sport: 'tennis',
  name: 'Spring Open',
  venue: 'Riverside Courts',
  divisions: 2,
  startDate: '2031-04-01',
  endDate: '2031-04-03',
  rules: 'Best of three sets, tie-break at six all.',
  poc1Name: 'Ada Lovelace',
  poc1Contact: '5550100200',
  poc1Email: 'ada@example.com',
};

export function unknownField(tournament: Schemas['ViewedTournament']): unknown {
  // @ts-expect-error an answer has the contract's fields only
  return tournament.notAField;
}

// @ts-expect-error a sport the contract does not list
export const golf: Schemas['CreateTournamentBody']['sport'] = 'golf';
`;

/** openapi-typescript's command: its Node API loads ES modules that jest's CommonJS runtime cannot. */
const GENERATOR = join(dirname(require.resolve('openapi-typescript')), '../bin/cli.js');

/** Every diagnostic the compiler reports for the program, one line each. */
function diagnosticsOf(programFile: string): string[] {
  const program = ts.createProgram([programFile], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noUnusedLocals: true,
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('a client generated from the API document with openapi-typescript', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await startTestApp();
    const document = (await request(t.http).get('/api/docs-json').expect(200)).body;
    folder = await mkdtemp(join(tmpdir(), 'rp-client-'));
    await writeFile(join(folder, 'openapi.json'), JSON.stringify(document));
    await promisify(execFile)(process.execPath, [GENERATOR, 'openapi.json', '--output', 'api.ts'], { cwd: folder });
  });
  afterAll(() => t.close());

  it('type-checks a program that uses its named models and paths without casts', async () => {
    await writeFile(join(folder, 'program.ts'), PROGRAM);
    expect(diagnosticsOf(join(folder, 'program.ts'))).toEqual([]);
  });

  it('reports a program that misreads a model', async () => {
    await writeFile(
      join(folder, 'misread.ts'),
      `import type { components } from './api';\nexport const court: components['schemas']['OrderOfPlayMatch']['court'] = 42;\n`,
    );
    expect(diagnosticsOf(join(folder, 'misread.ts'))).toEqual([expect.stringContaining("Type 'number' is not assignable")]);
  });
});
