import { bootcampDecisionEmail } from './approval-decision.email';
import { bootcampCancelledEmail } from './cancellation.email';
import { bootcampRegistrationEmail } from './registration-confirmation.email';
import { bootcampWaitlistPromotionEmail } from './waitlist-promotion.email';

const clinic = {
  id: 5,
  title: 'Serve & Volley <Clinic>',
  type: 'clinic' as const,
  startDate: '2026-07-01',
  endDate: '2026-07-01',
  startTime: '09:00:00',
  endTime: '12:30:00',
  venue: 'Riverside Courts',
  venueAddress: '1 River Road',
};
const person = { email: 'ada@example.com', firstName: 'Ada' };

describe('bootcamp e-mails', () => {
  it('confirms a registration with when and where, times as HH:MM', () => {
    const mail = bootcampRegistrationEmail(clinic, person, 'https://club.example');
    expect(mail).toMatchObject({ to: 'ada@example.com', subject: 'Registration confirmed: Serve & Volley <Clinic>' });
    expect(mail.text).toContain('Dates: 2026-07-01\n');
    expect(mail.text).toContain('Time: 09:00 to 12:30');
    expect(mail.text).toContain('Venue: Riverside Courts, 1 River Road');
    expect(mail.html).toContain('Serve &amp; Volley &lt;Clinic&gt;');
    expect(mail.html).toContain(
      '<a href="https://club.example/dashboard?bootcamp=5">https://club.example/dashboard?bootcamp=5</a>',
    );
  });

  it('tells the organizer the decision, naming the kind', () => {
    expect(bootcampDecisionEmail(clinic, person, 'approved', 'https://club.example').subject).toBe(
      'Clinic approved: Serve & Volley <Clinic>',
    );
    expect(bootcampDecisionEmail({ ...clinic, type: 'bootcamp' }, person, 'rejected', 'https://club.example').subject).toBe(
      'Bootcamp not approved: Serve & Volley <Clinic>',
    );
    expect(bootcampDecisionEmail(clinic, person, 'approved', 'https://club.example').text).toContain(
      'Manage your bootcamps and clinics: https://club.example/schedule-bootcamps?bootcamp=5',
    );
  });

  it('tells a registrant their bootcamp was cancelled', () => {
    const mail = bootcampCancelledEmail(clinic, person, 'https://club.example');
    expect(mail.subject).toBe('Clinic cancelled: Serve & Volley <Clinic>');
    expect(mail.text).toContain('and your registration with it');
    expect(mail.text).toContain('https://club.example/dashboard');
  });

  it("tells the first in line they're in, with when and where and a link to that bootcamp on the dashboard", () => {
    const mail = bootcampWaitlistPromotionEmail(clinic, person, 'https://club.example');
    expect(mail).toMatchObject({
      to: 'ada@example.com',
      subject: "You're in: Serve & Volley <Clinic>",
      kind: 'bootcamp-waitlist-promotion',
    });
    expect(mail.text).toContain('you are now registered');
    expect(mail.text).toContain('Time: 09:00 to 12:30');
    expect(mail.text).toContain('See it on your dashboard: https://club.example/dashboard?bootcamp=5');
    expect(mail.html).toContain('Serve &amp; Volley &lt;Clinic&gt;');
  });
});
