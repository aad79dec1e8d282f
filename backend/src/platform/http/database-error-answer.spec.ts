import { QueryFailedError } from 'typeorm';
import { WriteTurnUnavailable } from '../events/write-turns';
import { databaseErrorAnswer } from './database-error-answer';

const pgError = (code: string) => Object.assign(new Error(`pg error ${code}`), { code });
const wrapped = (code: string) => new QueryFailedError('SELECT 1', [], pgError(code));

describe(databaseErrorAnswer.name, () => {
  it.each([
    ['22003', 400],
    ['22P02', 400],
    ['23514', 400],
    ['23505', 409],
    ['23503', 409],
    ['40P01', 503],
    ['55P03', 503],
    ['57014', 503],
  ])('answers SQLSTATE %s with %i, wrapped by TypeORM or straight from the pool', (code, status) => {
    expect(databaseErrorAnswer(wrapped(code))?.statusCode).toBe(status);
    expect(databaseErrorAnswer(pgError(code))?.statusCode).toBe(status);
  });

  it('asks to retry after a lock or statement timeout', () => {
    expect(databaseErrorAnswer(wrapped('55P03'))).toMatchObject({ statusCode: 503, retryAfterSeconds: 1 });
  });

  it('asks to retry after waiting too long for a write turn', () => {
    const waited = new WriteTurnUnavailable(['tournament:1'], new Error('async-lock timed out in queue tournament:1'));
    expect(databaseErrorAnswer(waited)).toMatchObject({ statusCode: 503, retryAfterSeconds: 1 });
  });

  it('answers 503 with a retry time when the server does not answer at all', () => {
    expect(databaseErrorAnswer(new QueryFailedError('SELECT 1', [], new Error('Query read timeout')))).toMatchObject({
      statusCode: 503,
      retryAfterSeconds: 5,
    });
  });

  it('leaves programming errors and unknown codes to the 500 path', () => {
    expect(databaseErrorAnswer(wrapped('42P01'))).toBeNull();
    expect(databaseErrorAnswer(new TypeError('x is undefined'))).toBeNull();
    expect(databaseErrorAnswer(Object.assign(new Error('fs'), { code: 'ENOENT' }))).toBeNull();
  });
});
