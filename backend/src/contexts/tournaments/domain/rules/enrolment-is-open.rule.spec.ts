import { enrolmentRefusal, type EnrolmentCheck } from './enrolment-is-open.rule';

const TODAY = '2026-03-10';
const open: EnrolmentCheck = {
  tournament: {
    status: 'approved',
    startDate: '2026-04-01',
    endDate: '2026-04-03',
    registrationDeadline: '2026-03-20',
    maxParticipants: 4,
  },
  participantCount: 3,
  waitingCount: 0,
  alreadyEnrolled: false,
  today: TODAY,
};
const withTournament = (changes: Partial<EnrolmentCheck['tournament']>): EnrolmentCheck => ({
  ...open,
  tournament: { ...open.tournament, ...changes },
});

describe('enrolmentRefusal', () => {
  it('lets a player enrol in an upcoming tournament with a free place before its deadline', () => {
    expect(enrolmentRefusal(open)).toBeNull();
  });

  it('still lets a player enrol on the deadline day itself', () => {
    expect(enrolmentRefusal(withTournament({ registrationDeadline: TODAY }))).toBeNull();
  });

  it('lets a player enrol when there is no deadline', () => {
    expect(enrolmentRefusal(withTournament({ registrationDeadline: null }))).toBeNull();
  });

  it('refuses a second enrolment, before any other reason', () => {
    expect(enrolmentRefusal({ ...open, alreadyEnrolled: true, participantCount: 4 })).toEqual({
      kind: 'conflict',
      message: 'You are already enrolled in this tournament',
    });
  });

  it('refuses once the tournament has started', () => {
    expect(enrolmentRefusal(withTournament({ startDate: TODAY, registrationDeadline: null }))?.message).toBe(
      'Enrollment is closed: this tournament has already started',
    );
  });

  it('refuses once the tournament has ended', () => {
    expect(
      enrolmentRefusal(withTournament({ startDate: '2026-03-01', endDate: '2026-03-02', registrationDeadline: null }))?.message,
    ).toBe('Enrollment is closed: this tournament has ended');
  });

  it('refuses a tournament that is not approved', () => {
    expect(enrolmentRefusal(withTournament({ status: 'pending' }))?.message).toBe(
      'Enrollment is closed: this tournament is pending',
    );
  });

  it('refuses after the registration deadline, naming it', () => {
    expect(enrolmentRefusal(withTournament({ registrationDeadline: '2026-03-09' }))).toEqual({
      kind: 'conflict',
      message: 'Enrollment is closed: the registration deadline (2026-03-09) has passed',
    });
  });

  it('refuses a newcomer while players are waiting, even with a place free', () => {
    expect(enrolmentRefusal({ ...open, waitingCount: 1 })?.message).toBe(
      'Players are waiting for a place in this tournament: join the waitlist instead',
    );
  });

  it('refuses when every place is taken', () => {
    expect(enrolmentRefusal({ ...open, participantCount: 4 })).toEqual({
      kind: 'conflict',
      message: 'Tournament is full: all 4 places are taken',
    });
  });

  it("links the form entry of the account's e-mail without a new place, even when every place is taken", () => {
    expect(enrolmentRefusal({ ...open, participantCount: 4, waitingCount: 2, entryHoldsPlace: true })).toBeNull();
    expect(enrolmentRefusal({ ...withTournament({ startDate: TODAY }), entryHoldsPlace: true })?.message).toMatch(/started/);
  });
});
