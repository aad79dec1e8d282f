import { ConflictException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { conflictFromUniqueViolation, isUniqueViolation } from './unique-violation';

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

describe('conflictFromUniqueViolation', () => {
  it('turns a listed constraint into its 409 and returns anything else unchanged', () => {
    expect(conflictFromUniqueViolation(pgError('23505', 'uq_a'), { uq_a: 'Already there' })).toEqual(
      new ConflictException('Already there'),
    );
    const other = pgError('23505', 'uq_b');
    expect(conflictFromUniqueViolation(other, { uq_a: 'Already there' })).toBe(other);
  });
});
