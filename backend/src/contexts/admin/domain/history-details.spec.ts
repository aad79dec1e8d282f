import { historyDetails } from './history-details';

describe('historyDetails', () => {
  it('says an activated user can sign in', () => {
    expect(historyDetails('activated', 'naomi_o')).toBe('Activated account @naomi_o; the user can sign in');
  });

  it('says a deactivation signed the user out everywhere', () => {
    expect(historyDetails('deactivated', 'naomi_o')).toBe('Deactivated account @naomi_o; every session was signed out');
  });

  it('names the deleted account', () => {
    expect(historyDetails('deleted', 'naomi_o')).toBe('Deleted account @naomi_o');
  });
});
