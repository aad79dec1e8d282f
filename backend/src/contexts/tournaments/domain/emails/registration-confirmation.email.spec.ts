import { registrationConfirmationEmail } from './registration-confirmation.email';

const tournament = {
  id: 41,
  name: 'Smash & Dash <Open>',
  tournamentCode: 'TNS-2026-7KQ4',
  startDate: '2026-06-01',
  endDate: '2026-06-03',
  venue: 'Riverside Courts',
};

describe('registrationConfirmationEmail', () => {
  const mail = registrationConfirmationEmail(
    tournament,
    {
      fullName: 'Ada',
      email: 'ada@example.com',
      skillLevel: 'L2',
      availableTimes: ['early_morning', 'flexible'],
    },
    'https://club.example',
  );

  it('goes to the registrant with the tournament in the subject', () => {
    expect(mail).toMatchObject({
      to: 'ada@example.com',
      subject: 'Registration received: Smash & Dash <Open>',
      kind: 'tournament-registration-confirmation',
    });
  });

  it('names the dates, venue, skill level and chosen slots by their labels', () => {
    expect(mail.text).toContain('Dates: 2026-06-01 to 2026-06-03');
    expect(mail.text).toContain('Venue: Riverside Courts');
    expect(mail.text).toContain('Skill level: L2 Intermediate');
    expect(mail.text).toContain('Your available times: Early Morning 6-9 AM; Flexible - Any available time');
  });

  it("links the tournament's public page, where the draw and order of play appear", () => {
    expect(mail.text).toContain(
      'Follow the draw, the order of play and the results: https://club.example/tournament-fixtures/41',
    );
    expect(mail.html).toContain('<a href="https://club.example/tournament-fixtures/41">');
  });

  it('puts typed-in text into the HTML as text, not markup', () => {
    expect(mail.html).toContain('Smash &amp; Dash &lt;Open&gt;');
    expect(mail.html).not.toContain('<Open>');
  });

  it('shows a one-day tournament as a single date', () => {
    const oneDay = registrationConfirmationEmail(
      { ...tournament, endDate: tournament.startDate },
      {
        fullName: 'Ada',
        email: 'ada@example.com',
        skillLevel: 'L1',
        availableTimes: ['morning'],
      },
      'https://club.example',
    );
    expect(oneDay.text).toContain('Dates: 2026-06-01\n');
  });

  it('invites a registrant without an account to create one, prefilled from the entry', () => {
    expect(mail.text).toContain(
      'Create your account with this e-mail address to follow your matches and results on your dashboard: https://club.example/signup?email=ada%40example.com&firstName=Ada&lastName=',
    );
    const linked = registrationConfirmationEmail(
      tournament,
      { fullName: 'Ada Court', email: 'ada@example.com', skillLevel: 'L2', availableTimes: ['flexible'], userId: 9 },
      'https://club.example',
    );
    expect(linked.text).not.toContain('Create your account');
  });
});
