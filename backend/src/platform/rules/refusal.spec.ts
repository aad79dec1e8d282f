import { badRequest, conflict, enforce, fieldRefusal, forbidden, notFound, orRefuse, Refused, refuse } from './refusal';

const refusalOf = (act: () => unknown) => {
  try {
    act();
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
  return null;
};

describe('enforce', () => {
  it('does nothing without a refusal', () => {
    expect(() => enforce(null)).not.toThrow();
  });

  it.each([badRequest('a'), notFound('b'), forbidden('c'), conflict('d')])('raises %j as it is', (refusal) => {
    expect(refusalOf(() => enforce(refusal))).toBe(refusal);
    expect(() => enforce(refusal)).toThrow(refusal.message);
  });
});

describe('orRefuse', () => {
  it('passes a found value through', () => {
    expect(orRefuse({ id: 1 }, notFound('Court not found'))).toEqual({ id: 1 });
    expect(orRefuse(0, notFound('Court not found'))).toBe(0);
  });

  it.each([null, undefined])('refuses when the value is %s', (missing) => {
    expect(refusalOf(() => orRefuse(missing, notFound('Court not found')))).toEqual(notFound('Court not found'));
  });
});

describe('fieldRefusal', () => {
  it('is a bad request whose message lists every field message in order', () => {
    const refusal = fieldRefusal({ start: ['Too early', 'Not a time'], court: ['No such court'] });
    expect(refusal).toEqual({
      kind: 'bad-request',
      message: 'Too early; Not a time; No such court',
      fields: { start: ['Too early', 'Not a time'], court: ['No such court'] },
    });
    expect(refusalOf(() => refuse(refusal))).toBe(refusal);
  });
});
