import type { SignUpRow } from '../../persistence/participants.sql';

/** Someone who takes part in a tournament, by their first sign-up. */
export interface Participation {
  userId: number;
  registrationDate: string;
  status: string;
}

/**
 * Who takes part (docs/product-rules.md, "Registration and enrolment"), in sign-up order: each user enrolled, and
 * each account holder a form entry names by their account e-mail (`accountOf`, lower case), once each, by the
 * enrolment when both. A form entry whose e-mail belongs to no account is a registrant, not a participant: there is
 * nobody to play or log against.
 */
export function takingPart(signUps: readonly SignUpRow[], accountOf: (email: string) => number | undefined): Participation[] {
  const firstOf = new Map<number, SignUpRow & { enrolled: boolean }>();
  for (const row of signUps) {
    const enrolled = row.userId !== null;
    const userId = row.userId ?? (row.email === null ? undefined : accountOf(row.email));
    if (userId === undefined) continue;
    const kept = firstOf.get(userId);
    if (!kept || (enrolled && !kept.enrolled)) firstOf.set(userId, { ...row, userId, enrolled });
  }
  return [...firstOf.entries()]
    .sort(([, a], [, b]) => a.position - b.position)
    .map(([userId, { registrationDate, status }]) => ({ userId, registrationDate, status }));
}
