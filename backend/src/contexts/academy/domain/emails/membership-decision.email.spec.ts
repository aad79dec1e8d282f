import { membershipDecisionEmail } from './membership-decision.email';

describe('membershipDecisionEmail', () => {
  const applicant = { email: 'maya@example.com', firstName: 'Maya <3' };

  it('welcomes an approved student and links the student dashboard', () => {
    const mail = membershipDecisionEmail({ id: 4, name: 'Ace Academy' }, applicant, 'active', 'https://club.test');
    expect(mail).toMatchObject({
      to: 'maya@example.com',
      kind: 'academy-membership-active',
      subject: 'Welcome to Ace Academy: membership approved',
    });
    expect(mail.text).toContain('https://club.test/student-dashboard');
    expect(mail.html).toContain('Maya &lt;3');
  });

  it('tells a rejected applicant they may apply again', () => {
    const mail = membershipDecisionEmail({ id: 4, name: 'Ace Academy' }, applicant, 'rejected', 'https://club.test');
    expect(mail.subject).toBe('Your application to Ace Academy');
    expect(mail.text).toContain('was not approved');
    expect(mail.text).toContain("You are welcome to apply again from the academy's page: https://club.test/academy/4");
  });
});
