import { waitlistPromotionEmail } from './waitlist-promotion.email';

const tournament = {
  id: 12,
  name: 'Smash & Dash <Open>',
  tournamentCode: 'TNS-2026-7KQ4',
  startDate: '2026-06-01',
  endDate: '2026-06-03',
  venue: 'Riverside Courts',
};

describe('waitlistPromotionEmail', () => {
  const mail = waitlistPromotionEmail(tournament, { email: 'ada@example.com', firstName: 'Ada' }, 'https://club.example');

  it("tells the promoted player they're in, by the tournament's name", () => {
    expect(mail).toMatchObject({
      to: 'ada@example.com',
      subject: "You're in: Smash & Dash <Open>",
      kind: 'tournament-waitlist-promotion',
    });
    expect(mail.text).toContain('you are now enrolled');
    expect(mail.text).toContain('Dates: 2026-06-01 to 2026-06-03');
  });

  it("links to the tournament's page, where they see their place or withdraw", () => {
    expect(mail.text).toContain('Your place in the tournament: https://club.example/register-tournament?tournamentId=12');
  });

  it('puts typed-in text into the HTML as text, not markup', () => {
    expect(mail.html).toContain('Smash &amp; Dash &lt;Open&gt;');
  });
});
