import { opponentRefusal, recipientRefusal, type Addressee } from './recipient-is-reachable.rule';

const active = (overrides: Partial<Addressee> = {}): Addressee => ({ id: 2, isActive: true, role: 'player', ...overrides });

describe('recipientRefusal', () => {
  it('accepts any active account but the sender', () => {
    expect(recipientRefusal(1, 2, active())).toBeNull();
    expect(recipientRefusal(1, 2, active({ role: 'organizer' }))).toBeNull();
  });

  it('refuses sending to yourself with 400', () => {
    expect(recipientRefusal(1, 1, active({ id: 1 }))).toEqual({
      kind: 'bad-request',
      message: 'You cannot send this to yourself',
    });
  });

  it('answers 404 for a missing or inactive recipient', () => {
    expect(recipientRefusal(1, 2, null)).toEqual({ kind: 'not-found', message: 'Recipient not found' });
    expect(recipientRefusal(1, 2, active({ isActive: false }))?.kind).toBe('not-found');
  });
});

describe('opponentRefusal', () => {
  it('accepts an active player', () => {
    expect(opponentRefusal(1, 2, active())).toBeNull();
  });

  it('refuses a match against yourself with 400', () => {
    expect(opponentRefusal(1, 1, active({ id: 1 }))).toEqual({
      kind: 'bad-request',
      message: 'You cannot schedule a match against yourself',
    });
  });

  it('answers 404 for a missing, inactive, organizer or admin opponent', () => {
    for (const opponent of [null, active({ isActive: false }), active({ role: 'organizer' }), active({ role: 'admin' })]) {
      expect(opponentRefusal(1, 2, opponent)).toEqual({ kind: 'not-found', message: 'Opponent not found' });
    }
  });
});
