import {
  ENTERED_SIDES,
  entriesNamed,
  opponentEntries,
  PLAYER_OPPONENT,
  sideRefusal,
  submitterRefusal,
} from './result-participants.rule';
import {
  ENTERED_NAME_AMBIGUOUS,
  ENTERED_OPPONENT_NOT_A_PARTICIPANT,
  NOT_A_PARTICIPANT,
  OPPONENT_AMBIGUOUS,
  OPPONENT_NOT_A_PARTICIPANT,
  PLAYER_NOT_A_PARTICIPANT,
} from '../results.errors';

const entry = (entryId: number, name: string, userId: number | null = entryId + 100) => ({
  entryId,
  userId,
  name,
  username: userId === null ? null : `u${userId}`,
});

describe('result participant rules', () => {
  const entries = [entry(1, 'Ana Court'), entry(2, 'Ben Court'), entry(3, 'Cleo Court', null)];

  it('accepts a submitter whose account holds an entry (made by the form or by Enroll)', () => {
    expect(submitterRefusal([entry(2, 'Ben Court')])).toBeNull();
  });

  it('refuses anyone else with 403', () => {
    expect(submitterRefusal([])).toEqual({ kind: 'forbidden', message: NOT_A_PARTICIPANT });
  });

  it('finds the opponent entry by its shown name, ignoring case and spacing, never the submitter', () => {
    expect(opponentEntries(entriesNamed(entries, '  ben   court '), 1).map((e) => e.entryId)).toEqual([2]);
    expect(opponentEntries(entriesNamed(entries, 'Ana Court'), 1)).toEqual([]);
    // An entry without an account is an opponent like any other.
    expect(opponentEntries(entriesNamed(entries, 'cleo court'), 1).map((e) => e.entryId)).toEqual([3]);
  });

  it('needs exactly one such entry', () => {
    expect(sideRefusal([entry(2, 'Ben')], PLAYER_OPPONENT)).toBeNull();
    expect(sideRefusal([], PLAYER_OPPONENT)).toEqual({ kind: 'bad-request', message: OPPONENT_NOT_A_PARTICIPANT });
    expect(sideRefusal([entry(2, 'Ben'), entry(5, 'Ben')], PLAYER_OPPONENT)).toEqual({
      kind: 'bad-request',
      message: OPPONENT_AMBIGUOUS,
    });
  });

  it('speaks to an organizer entering a result of "the player" and "the opponent", never "your opponent"', () => {
    const texts = [ENTERED_SIDES.player, ENTERED_SIDES.opponent].flatMap((t) => [
      sideRefusal([], t)?.message,
      sideRefusal([entry(2, 'Ben'), entry(5, 'Ben')], t)?.message,
    ]);
    expect(texts).toEqual([
      PLAYER_NOT_A_PARTICIPANT,
      ENTERED_NAME_AMBIGUOUS,
      ENTERED_OPPONENT_NOT_A_PARTICIPANT,
      ENTERED_NAME_AMBIGUOUS,
    ]);
    expect(texts.some((text) => /\byour\b/i.test(text ?? ''))).toBe(false);
  });
});
