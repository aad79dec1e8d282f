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

  it('invites a registrant without an account to create one, prefilled from the entry, and says where the matches show', () => {
    const mail = registrationConfirmationEmail(
      tournament,
      {
        fullName: ' Ada  de la Court ',
        email: 'ada+club@example.com',
        phone: '+1 555 010 0199',
        skillLevel: 'L2',
        availableTimes: ['flexible'],
        userId: null,
      },
      'https://club.example',
    );
    const link =
      'https://club.example/signup?firstName=Ada&lastName=de+la+Court&email=ada%2Bclub%40example.com&phone=%2B1+555+010+0199';
    expect(mail.text).toContain(`Create your RallyPoint account to follow your matches.`);
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toContain('Once you verify your e-mail address, you will find your matches on your dashboard.');
    expect(mail.html).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
    expect(mail.text).not.toContain('Sign in');
  });

  it('leaves out of the link what the entry does not have', () => {
    expect(mail.text.split('\n')).toContain('https://club.example/signup?firstName=Ada&email=ada%40example.com');
  });

  it('tells a registrant whose e-mail has an account, linked or not yet, to sign in instead', () => {
    const details = {
      fullName: 'Ada Court',
      email: 'ada@example.com',
      skillLevel: 'L2' as const,
      availableTimes: ['flexible' as const],
    };
    for (const account of [{ userId: 9 }, { userId: null, accountExists: true }]) {
      const text = registrationConfirmationEmail(tournament, { ...details, ...account }, 'https://club.example').text;
      expect(text).toContain(
        'This e-mail address already belongs to a RallyPoint account. Sign in to find your matches on your dashboard:',
      );
      expect(text.split('\n')).toContain('https://club.example/login');
      expect(text).not.toContain('/signup');
    }
  });
});
