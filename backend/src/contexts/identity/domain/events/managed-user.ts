/** Who an admin's change was about, as the history keeps them after the account itself is gone. */
// A type alias (not an interface) so it satisfies DomainEvent's Record<string, unknown> payload bound.
export type ManagedUserPayload = {
  username: string;
  /** First and last name. */
  name: string;
  email: string;
};

export const managedUserPayload = (user: {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
}): ManagedUserPayload => ({
  username: user.username,
  name: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
});
