import { answerRefusal } from './match-can-be-answered.rule';

const invite = { opponentId: 2, response: 'pending' as const, date: '2025-05-02' };

describe('answerRefusal', () => {
  it('lets the invitee answer a pending invitation up to its day', () => {
    expect(answerRefusal(invite, 2, '2025-05-01')).toBeNull();
    expect(answerRefusal(invite, 2, '2025-05-02')).toBeNull();
  });

  it('refuses the proposer or anyone else with 403', () => {
    expect(answerRefusal(invite, 1, '2025-05-01')).toEqual({
      kind: 'forbidden',
      message: 'Only the invited player can answer this invitation',
    });
  });

  it('refuses a second answer with 409 naming the first', () => {
    expect(answerRefusal({ ...invite, response: 'accepted' }, 2, '2025-05-01')).toEqual({
      kind: 'conflict',
      message: 'This invitation has already been accepted',
    });
  });

  it('refuses an invitation whose day has passed', () => {
    expect(answerRefusal(invite, 2, '2025-05-03')).toEqual({
      kind: 'conflict',
      message: 'This invitation has expired: its date has passed',
    });
  });
});
