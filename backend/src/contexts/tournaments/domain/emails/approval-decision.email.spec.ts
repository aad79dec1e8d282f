import { approvalDecisionEmail } from './approval-decision.email';

const tournament = {
  id: 12,
  name: 'Spring Open',
  tournamentCode: 'TNS-2026-7KQ4',
  startDate: '2026-06-01',
  endDate: '2026-06-03',
  venue: 'Riverside Courts',
};
const organizer = { email: 'olga@example.com', firstName: 'Olga' };

describe('approvalDecisionEmail', () => {
  it('leads an approved tournament to its registration link and its fixture manager', () => {
    const mail = approvalDecisionEmail(tournament, organizer, 'approved', 'https://club.example');
    expect(mail.text).toContain(
      'Share the registration link with players: https://club.example/register-tournament?tournamentId=12',
    );
    expect(mail.text).toContain('Manage its fixtures and order of play: https://club.example/tournament-fixtures-manager/12');
  });

  it("leads a rejected one to the organizer's tournaments", () => {
    const mail = approvalDecisionEmail(tournament, organizer, 'rejected', 'https://club.example');
    expect(mail.text).not.toContain('register-tournament');
    expect(mail.text).toContain('Your tournaments: https://club.example/tournaments-dashboard');
  });
});
