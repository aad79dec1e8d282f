/**
 * How a participant is named in the opponent select and on a logged result: "First Last", else the username (an
 * entry without an account always has its name from the form).
 */
export function participantName(participant: { firstName: string; lastName: string; username: string | null }): string {
  return `${participant.firstName} ${participant.lastName}`.trim() || (participant.username ?? '');
}

/** Names compare without case or surrounding/doubled spaces. */
export const sameName = (a: string, b: string): boolean => normalizeName(a) === normalizeName(b);
export const normalizeName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();
