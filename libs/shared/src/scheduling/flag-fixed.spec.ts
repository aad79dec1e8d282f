import { describe, expect, it } from 'vitest';
import { flagFixed, flagFixedPlacements } from './flag-fixed';
import { scheduleContext } from './schedule-context';
import { league, match } from './test-support.test';
import type { FixedPlacement, ScheduleInput, ScheduleSettings } from './types';

const SATURDAY = '2026-12-12';

function lockedInput(fixed: FixedPlacement[], overrides: Partial<ScheduleSettings> = {}): ScheduleInput {
  return {
    settings: {
      timeZone: 'Europe/Berlin',
      courts: [{ name: 'Court 1' }, { name: 'Court 2' }],
      days: [{ date: SATURDAY, start: '09:00', end: '18:00' }],
      minutes: { league: 60, 'semi-final': 75, final: 90 },
      restMinutes: 30,
      ...overrides,
    },
    matches: [league(1, 1, ['ann', 'bob']), match('final', 1, 1, ['cat', 'dan'])],
    availability: { ann: ['morning'], bob: ['flexible'] },
    names: { ann: 'Ann Lee' },
    fixed,
  };
}

describe('flagFixed', () => {
  it('flags a locked match the new hours leave running past the close', () => {
    const input = lockedInput([{ matchId: '1-final-1-1', court: 'Court 1', start: `${SATURDAY}T17:30` }]);
    expect(flagFixed(scheduleContext(input), input)).toEqual([
      {
        matchId: '1-final-1-1',
        message: 'runs from 17:30 to 19:00 on 2026-12-12, outside the playing hours (09:00 to 18:00)',
      },
    ]);
  });

  it('flags a locked match on a day that is no longer a playing day', () => {
    const input = lockedInput([{ matchId: '1-final-1-1', court: 'Court 2', start: '2026-12-13T10:00' }]);
    expect(flagFixedPlacements(input)).toEqual([{ matchId: '1-final-1-1', message: '2026-12-13 is not a playing day' }]);
  });

  it("flags a locked match outside a player's time, naming the player and their free time that day", () => {
    const input = lockedInput([{ matchId: '1-league-1-1', court: 'Court 1', start: `${SATURDAY}T13:00` }]);
    expect(flagFixedPlacements(input)).toEqual([
      {
        matchId: '1-league-1-1',
        message: 'Ann Lee is not available from 13:00 to 14:00 (free 09:00 to 12:00 on 2026-12-12)',
      },
    ]);
  });

  it("tells both when a match is outside the hours and a player's time, but not a flexible player's", () => {
    const days = [{ date: SATURDAY, start: '12:00', end: '18:00' }];
    const input = lockedInput([{ matchId: '1-league-1-1', court: 'Court 1', start: `${SATURDAY}T10:00` }], { days });
    expect(flagFixedPlacements(input)).toEqual([
      { matchId: '1-league-1-1', message: 'runs from 10:00 to 11:00 on 2026-12-12, outside the playing hours (12:00 to 18:00)' },
    ]);
    const [{ message }] = flagFixedPlacements(
      lockedInput([{ matchId: '1-league-1-1', court: 'Court 1', start: `${SATURDAY}T11:30` }], { days }),
    );
    expect(message).toBe(
      'runs from 11:30 to 12:30 on 2026-12-12, outside the playing hours (12:00 to 18:00); ' +
        'Ann Lee is not available from 11:30 to 12:30 (not free in the playing hours on 2026-12-12)',
    );
  });

  it('leaves alone placements the settings allow, and those for an unknown match or court', () => {
    const input = lockedInput([
      { matchId: '1-league-1-1', court: 'Court 1', start: `${SATURDAY}T09:00` },
      { matchId: '1-final-1-1', court: 'Court 2', start: `${SATURDAY}T16:30` },
      { matchId: 'gone', court: 'Court 1', start: `${SATURDAY}T20:00` },
      { matchId: '1-final-1-1', court: 'Court 9', start: `${SATURDAY}T20:00` },
    ]);
    expect(flagFixedPlacements(input)).toEqual([]);
  });

  it('tells a match locked twice once, as the scheduler keeps its first place', () => {
    const input = lockedInput([
      { matchId: '1-final-1-1', court: 'Court 1', start: `${SATURDAY}T09:00` },
      { matchId: '1-final-1-1', court: 'Court 2', start: `${SATURDAY}T17:00` },
    ]);
    expect(flagFixedPlacements(input)).toEqual([]);
  });
});
