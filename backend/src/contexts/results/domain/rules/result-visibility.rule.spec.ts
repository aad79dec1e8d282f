import { resultVisibilityRefusal } from './result-visibility.rule';
import { RESULT_NOT_FOUND } from '../results.errors';

describe('resultVisibilityRefusal', () => {
  const result = { playerId: 1, opponentId: 2, organizerId: 3 };
  const missing = { kind: 'not-found', message: RESULT_NOT_FOUND };

  it('shows a result to its players, its organizer and admins', () => {
    expect(resultVisibilityRefusal({ id: 1, role: 'player' }, result)).toBeNull();
    expect(resultVisibilityRefusal({ id: 2, role: 'player' }, result)).toBeNull();
    expect(resultVisibilityRefusal({ id: 3, role: 'organizer' }, result)).toBeNull();
    expect(resultVisibilityRefusal({ id: 9, role: 'admin' }, result)).toBeNull();
  });

  it('answers anyone else exactly as for a result that is not there', () => {
    expect(resultVisibilityRefusal({ id: 9, role: 'player' }, result)).toEqual(missing);
    expect(resultVisibilityRefusal({ id: 9, role: 'organizer' }, result)).toEqual(missing);
    expect(resultVisibilityRefusal({ id: 9, role: 'player' }, null)).toEqual(missing);
    expect(resultVisibilityRefusal({ id: 1, role: 'admin' }, null)).toEqual(missing);
  });
});
