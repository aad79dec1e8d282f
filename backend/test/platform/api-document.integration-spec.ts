import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';

type Schema = { $ref?: string; type?: string; items?: Schema; properties?: Record<string, Schema> };
type Content = Record<string, { schema: Schema }>;
type Operation = {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Content };
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Content }>;
};

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
  beforeAll(async () => {
    t = await startTestApp();
    document = (await request(t.http).get('/api/docs-json').expect(200)).body;
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );
  /** The named schema a `$ref` points at, else the schema itself. */
  const resolved = (schema: Schema | undefined) =>
    schema?.$ref ? document.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;

  it('passes redocly lint with the recommended rules', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'rp-openapi-')), 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const lint = join(__dirname, '../../../tools/scripts/lint-openapi.mjs');
    const outcome = await promisify(execFile)(process.execPath, [lint, file]).catch((failure: { stdout: string }) => failure);
    expect(outcome.stdout).toMatch(/^0 errors, \d+ warnings$/m);
  });

  it('gives every operation a summary and a tag', () => {
    const undescribed = operations().filter(({ operation }) => !operation.summary || !operation.tags?.length);
    expect(undescribed.map(({ route }) => route)).toEqual([]);
  });

  it('describes the JSON bodies and query strings the server validates', () => {
    const signup = document.paths['/api/auth/signup'].post;
    expect(resolved(signup.requestBody?.content['application/json'].schema)).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['username', 'password']),
    });
    const available = document.paths['/api/tournaments'].get;
    expect(available.parameters?.map(({ name, in: where }) => `${where}:${name}`)).toEqual(
      expect.arrayContaining(['query:page', 'query:pageSize', 'query:search', 'query:sport']),
    );
  });

  it('describes the body of every success answer but 204 and redirects, from the shared contract schemas', () => {
    const undescribed = operations().filter(({ operation }) =>
      Object.entries(operation.responses).some(
        ([status, answer]) => /^2/.test(status) && status !== '204' && !(answer as { content?: unknown }).content,
      ),
    );
    expect(undescribed.map(({ route }) => route)).toEqual([]);
    expect(
      resolved(document.paths['/api/tournaments/{id}'].get.responses['200'].content?.['application/json'].schema),
    ).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['id', 'isEnrolled']),
    });
  });

  it('names the shared schemas as components, referred to from the bodies and answers that hold them', () => {
    expect(document.components.schemas).toHaveProperty('ViewedTournament');
    expect(document.paths['/api/tournaments/{id}'].get.responses['200'].content?.['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ViewedTournament',
    });
    expect(document.paths['/api/tournaments/{id}/schedule'].get.responses['200'].content?.['application/json'].schema).toEqual({
      $ref: '#/components/schemas/OrderOfPlay',
    });
    expect(
      document.paths['/api/tournaments'].get.responses['200'].content?.['application/json'].schema.properties?.items,
    ).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/AvailableTournament' },
    });
    expect(document.paths['/api/tournaments'].post.requestBody?.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/CreateTournamentBody',
    });
    // Every JSON body a client sends is a named model, and every JSON answer is one, a list or page of one, or null.
    const unnamedBodies = operations().filter(({ operation }) =>
      Object.values(operation.requestBody?.content ?? {}).some(({ schema }) => !schema.$ref),
    );
    expect(unnamedBodies.map(({ route }) => route)).toEqual([]);
    const unnamedAnswers = operations().filter(({ operation }) =>
      Object.values(operation.responses).some(({ content }) => {
        const schema = content?.['application/json']?.schema;
        const item = schema?.items ?? schema?.properties?.items?.items ?? schema;
        return schema && !item?.$ref && !(schema as { nullable?: boolean }).nullable;
      }),
    );
    expect(unnamedAnswers.map(({ route }) => route)).toEqual([]);
  });

  it('puts the session cookie on every operation but the public ones, which never ask to sign in', () => {
    const publicRoutes = operations().filter(({ operation }) => operation.security?.length === 0);
    expect(publicRoutes.map(({ route }) => route)).toContain('POST /api/auth/login');
    for (const { operation } of publicRoutes) {
      expect((operation.responses['401'] as { description?: string } | undefined)?.description).not.toBe('Not signed in.');
    }
    for (const { operation } of operations().filter(({ operation }) => operation.security?.length !== 0)) {
      expect(operation.security).toEqual([{ session: [] }]);
      expect(operation.responses).toHaveProperty('401');
    }
  });

  it('lists the error answers a route can give, with the error shape', () => {
    const update = document.paths['/api/tournaments/{id}'].patch;
    expect(Object.keys(update.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '413', '415', '503']),
    );
    expect(update.responses['400']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
  });

  it("lists a route's own conflicts and throttle with the error shape, and keeps its success answer", () => {
    const errorShape = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } };
    const enroll = document.paths['/api/tournaments/{id}/enroll'].post;
    expect(enroll.responses['409']).toMatchObject({ description: expect.stringContaining('full'), ...errorShape });
    expect(enroll.responses).toHaveProperty('201');
    const login = document.paths['/api/auth/login'].post;
    expect(login.responses['429']).toMatchObject(errorShape);
    expect(login.responses).toHaveProperty('200');
  });
});
