import { MAX_JSON_DEPTH, NUL_MESSAGE, TOO_DEEP_MESSAGE, unsafeInputProblem } from './unsafe-input';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

describe('unsafeInputProblem', () => {
  it('accepts ordinary bodies, queries and scalars', () => {
    expect(unsafeInputProblem({ name: 'Zoë 🎾', tags: ['a\tb'], n: 1, ok: true, none: null })).toBeNull();
    expect(unsafeInputProblem(undefined)).toBeNull();
    expect(unsafeInputProblem('plain')).toBeNull();
  });

  it('finds a NUL byte in a value, however deep, and names the field it is in', () => {
    expect(unsafeInputProblem({ a: [{ b: 'x\u0000' }] })).toEqual({ message: NUL_MESSAGE, field: 'a.0.b' });
    expect(unsafeInputProblem({ name: 'ok', venue: 'x\u0000y' })).toEqual({ message: NUL_MESSAGE, field: 'venue' });
    expect(unsafeInputProblem(['\u0000'])).toEqual({ message: NUL_MESSAGE, field: '0' });
    expect(unsafeInputProblem('\u0000')).toEqual({ message: NUL_MESSAGE, field: '_' });
  });

  it('finds a NUL byte in a key without echoing the key back', () => {
    expect(unsafeInputProblem({ a: { 'k\u0000': 1 } })).toEqual({ message: NUL_MESSAGE, field: null });
  });

  it(`allows ${MAX_JSON_DEPTH} levels of nesting and refuses one more`, () => {
    expect(unsafeInputProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(unsafeInputProblem(nested(MAX_JSON_DEPTH + 1))).toEqual({ message: TOO_DEEP_MESSAGE, field: null });
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    expect(unsafeInputProblem(nested(100_000))?.message).toBe(TOO_DEEP_MESSAGE);
  });
});
