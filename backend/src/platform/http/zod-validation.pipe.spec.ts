import { z } from 'zod';
import { pageQuerySchema, PAGING_MESSAGES } from '@rallypoint/shared';
import { Refused } from '../rules';
import { ZodBody, ZodQuery, zodFieldMessages } from './zod-validation.pipe';

const schema = z.object({
  name: z.string().trim().min(3, 'Name must be at least 3 characters'),
  sets: z
    .array(z.object({ games: z.number().int().min(0, 'Games must be 0 to 7').max(7, 'Games must be 0 to 7') }))
    .min(1, 'Add a set'),
});

function fieldsOf(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    if (error instanceof Refused && error.refusal.fields) return error.refusal.fields;
    throw error;
  }
  throw new Error('expected a 400');
}

describe(ZodBody.name, () => {
  it('returns the parsed body without unknown keys', () => {
    expect(new ZodBody(schema).transform({ name: '  Ana ', sets: [{ games: 6 }], role: 'admin' })).toEqual({
      name: 'Ana',
      sets: [{ games: 6 }],
    });
  });

  it('names each failing field, nested paths dotted, with the schema message', () => {
    expect(fieldsOf(() => new ZodBody(schema).transform({ name: 'A', sets: [{ games: 9 }] }))).toEqual({
      name: ['Name must be at least 3 characters'],
      'sets.0.games': ['Games must be 0 to 7'],
    });
  });

  it('treats a missing body as an empty object', () => {
    expect(Object.keys(fieldsOf(() => new ZodBody(schema).transform(undefined)))).toEqual(['name', 'sets']);
  });
});

describe(ZodQuery.name, () => {
  it('coerces paging parameters and applies the defaults', () => {
    expect(new ZodQuery(pageQuerySchema).transform({})).toEqual({ page: 1, pageSize: 50 });
    expect(new ZodQuery(pageQuerySchema).transform({ page: '3', pageSize: '200' })).toEqual({ page: 3, pageSize: 200 });
  });

  it('refuses a page below 1 and a page size over 200', () => {
    expect(fieldsOf(() => new ZodQuery(pageQuerySchema).transform({ page: '0', pageSize: '500' }))).toEqual({
      page: [PAGING_MESSAGES.page],
      pageSize: [PAGING_MESSAGES.pageSize],
    });
    expect(fieldsOf(() => new ZodQuery(pageQuerySchema).transform({ page: 'abc' }))).toEqual({ page: [PAGING_MESSAGES.page] });
  });
});

describe(zodFieldMessages.name, () => {
  it('names only the first problem of a field, as the form does', () => {
    const username = z.object({
      username: z
        .string()
        .min(3, 'Too short')
        .regex(/^[a-z]+$/, 'Letters only'),
    });
    expect(fieldsOf(() => new ZodBody(username).transform({ username: '' }))).toEqual({ username: ['Too short'] });
  });
});
