import { describe, expect, it } from 'vitest';
import { saveFixturesSchema } from './fixtures.schemas';
import { SAVE_FIXTURES_MESSAGES as M } from './messages';

const withDivision = (ids: number[]) => ({ matches: [], divisions: { A: ids.map((id) => ({ id })) } });

describe('saveFixturesSchema player ids', () => {
  it('takes entry ids, which are positive whichever way the entry was made', () => {
    expect(saveFixturesSchema.safeParse(withDivision([1, 42])).success).toBe(true);
  });

  it('refuses 0 and negative ids, naming the field: no player is named by an account any more', () => {
    for (const id of [0, -7]) {
      const parsed = saveFixturesSchema.safeParse(withDivision([id]));
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['divisions.A.0.id', M.player],
      ]);
    }
  });
});
