import {
  ENTERED_SIDES,
  namedParticipantRefusal,
  opponentRefusal,
  opponentsNamed,
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

const participant = (participantId: number, firstName: string, lastName = 'Court', username = `u${participantId}`) => ({
  participantId,
  firstName,
  lastName,
  username,
});

describe('result participant rules', () => {
  const participants = [participant(1, 'Ana'), participant(2, 'Ben'), participant(3, 'Cleo')];

  it('accepts a submitter the participant list names (enrolled, or registered with their account e-mail)', () => {
    expect(submitterRefusal({ submitterId: 2, participants })).toBeNull();
  });

  it('refuses anyone else with 403', () => {
    expect(submitterRefusal({ submitterId: 9, participants })).toEqual({ kind: 'forbidden', message: NOT_A_PARTICIPANT });
  });

  it('finds the opponent by their shown name, ignoring case and spacing, never the submitter', () => {
    expect(opponentsNamed(participants, '  ben   court ', 1).map((p) => p.participantId)).toEqual([2]);
    expect(opponentsNamed(participants, 'Ana Court', 1)).toEqual([]);
    expect(opponentsNamed([participant(4, '', '', 'solo')], 'solo', 1).map((p) => p.participantId)).toEqual([4]);
  });

  it('needs exactly one such participant', () => {
    expect(opponentRefusal([participant(2, 'Ben')])).toBeNull();
    expect(opponentRefusal([])).toEqual({ kind: 'bad-request', message: OPPONENT_NOT_A_PARTICIPANT });
    expect(opponentRefusal([participant(2, 'Ben'), participant(5, 'Ben')])).toEqual({
      kind: 'bad-request',
      message: OPPONENT_AMBIGUOUS,
    });
  });

  it('speaks to an organizer entering a result of "the player" and "the opponent", never "your opponent"', () => {
    const texts = [ENTERED_SIDES.playerName, ENTERED_SIDES.opponentName].flatMap((t) => [
      namedParticipantRefusal([], t)?.message,
      namedParticipantRefusal([participant(2, 'Ben'), participant(5, 'Ben')], t)?.message,
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
