import { QueryFailedError } from 'typeorm';
import { conflictFromUniqueViolation, isCheckViolation, isForeignKeyViolation, isUniqueViolation } from './constraint-violations';
import { conflict, Refused } from './refusal';

const pgError = (code: string, constraint?: string) =>
  new QueryFailedError('INSERT', [], Object.assign(new Error('x'), { code, constraint }));

describe('isUniqueViolation', () => {
  it('recognizes the named unique index refusing a duplicate, and no other', () => {
    expect(isUniqueViolation(pgError('23505', 'uq_a'), 'uq_a')).toBe(true);
    expect(isUniqueViolation(pgError('23505', 'uq_b'), 'uq_a')).toBe(false);
  });

  it('recognizes any unique violation when no name is given', () => {
    expect(isUniqueViolation(pgError('23505', 'uq_a'))).toBe(true);
    expect(isUniqueViolation(pgError('23505'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isUniqueViolation(pgError('23503', 'fk_a'))).toBe(false);
    expect(isUniqueViolation(pgError('23503', 'uq_a'), 'uq_a')).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});

describe('isForeignKeyViolation and isCheckViolation', () => {
  it('recognize only the named constraint with its own code', () => {
    expect(isForeignKeyViolation(pgError('23503', 'fk_a'), 'fk_a')).toBe(true);
    expect(isForeignKeyViolation(pgError('23503', 'fk_b'), 'fk_a')).toBe(false);
    expect(isForeignKeyViolation(pgError('23514', 'fk_a'), 'fk_a')).toBe(false);
    expect(isCheckViolation(pgError('23514', 'within_places'), 'within_places')).toBe(true);
    expect(isCheckViolation(pgError('23505', 'within_places'), 'within_places')).toBe(false);
    expect(isCheckViolation(null, 'within_places')).toBe(false);
  });
});

describe('conflictFromUniqueViolation', () => {
  it('turns a listed constraint into its 409 and returns anything else unchanged', () => {
    expect((conflictFromUniqueViolation(pgError('23505', 'uq_a'), { uq_a: 'Already there' }) as Refused).refusal).toEqual(
      conflict('Already there'),
    );
    const other = pgError('23505', 'uq_b');
    expect(conflictFromUniqueViolation(other, { uq_a: 'Already there' })).toBe(other);
  });
});
