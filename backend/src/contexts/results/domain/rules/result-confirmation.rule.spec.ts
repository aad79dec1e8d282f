import { confirmationRefusal } from './result-confirmation.rule';
import { ALREADY_ANSWERED, NOT_ASKED, NOTHING_TO_CONFIRM, ONLY_OPPONENT } from '../results.errors';

const now = new Date('2026-11-20T12:00:00Z');
const result = (overrides: Record<string, unknown> = {}) => ({
  opponentId: 2 as number | null,
  status: 'pending' as const,
  confirmation: 'awaiting' as 'awaiting' | 'confirmed' | 'disputed' | 'not-needed' | 'organizer',
  submittedAt: new Date('2026-11-20T10:00:00Z'),
  ...overrides,
});

describe('who answers a logged result, and when', () => {
  it('lets the named opponent answer while it awaits them', () => {
    expect(confirmationRefusal(2, result(), now)).toBeNull();
    expect(confirmationRefusal(3, result(), now)).toEqual({ kind: 'forbidden', message: ONLY_OPPONENT });
  });

  it('asks nobody when the opponent entry had no account: nobody is named, and once linked it is still the organizer’s', () => {
    expect(confirmationRefusal(2, result({ opponentId: null, confirmation: 'organizer' }), now)).toEqual({
      kind: 'forbidden',
      message: ONLY_OPPONENT,
    });
    expect(confirmationRefusal(2, result({ confirmation: 'organizer' }), now)).toEqual({ kind: 'conflict', message: NOT_ASKED });
  });

  it('refuses an entered result and a second answer', () => {
    expect(confirmationRefusal(2, result({ confirmation: 'not-needed' }), now)).toEqual({
      kind: 'conflict',
      message: NOTHING_TO_CONFIRM,
    });
    expect(confirmationRefusal(2, result({ confirmation: 'confirmed' }), now)).toEqual({
      kind: 'conflict',
      message: ALREADY_ANSWERED,
    });
  });
});
