import type { SignUpRow } from '../../persistence/participants.sql';
import { takingPart } from './taking-part';

const enrolment = (userId: number, position: number): SignUpRow => ({
  userId,
  email: null,
  registrationDate: `2026-01-0${position}T10:00:00.000Z`,
  status: 'registered',
  position,
});
const formEntry = (email: string, position: number): SignUpRow => ({
  userId: null,
  email,
  registrationDate: `2026-01-0${position}T10:00:00.000Z`,
  status: 'pending',
  position,
});

describe('takingPart', () => {
  const accounts = new Map([
    ['ada@example.com', 1],
    ['bo@example.com', 2],
  ]);
  const accountOf = (email: string) => accounts.get(email);

  it('lists enrolled users and account holders of form entries once each, in sign-up order, by the enrolment', () => {
    const signUps = [formEntry('ada@example.com', 1), enrolment(3, 2), enrolment(1, 3), formEntry('bo@example.com', 4)];

    expect(takingPart(signUps, accountOf)).toEqual([
      { userId: 3, registrationDate: '2026-01-02T10:00:00.000Z', status: 'registered' },
      { userId: 1, registrationDate: '2026-01-03T10:00:00.000Z', status: 'registered' },
      { userId: 2, registrationDate: '2026-01-04T10:00:00.000Z', status: 'pending' },
    ]);
  });

  it('leaves out a form entry whose e-mail belongs to no account, and follows the positions, not the rows', () => {
    const signUps = [formEntry('bo@example.com', 2), formEntry('nobody@example.com', 1), enrolment(4, 3)];

    expect(takingPart(signUps, accountOf).map((person) => person.userId)).toEqual([2, 4]);
  });
});
