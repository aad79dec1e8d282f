import { prepared } from './prepared';

describe('prepared', () => {
  it('names a statement after its text: the same text the same name, another text another', () => {
    const first = prepared('SELECT 1 WHERE $1::int > 0', [1]);
    expect(first).toEqual({ name: expect.stringMatching(/^rp_[0-9a-f]{20}$/), text: 'SELECT 1 WHERE $1::int > 0', values: [1] });
    expect(prepared('SELECT 1 WHERE $1::int > 0', [2]).name).toBe(first.name);
    expect(prepared('SELECT 2 WHERE $1::int > 0', [1]).name).not.toBe(first.name);
  });
});
