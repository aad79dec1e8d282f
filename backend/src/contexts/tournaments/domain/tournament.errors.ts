import { TOURNAMENT_WAITLIST_MESSAGES } from '@rallypoint/shared';

/** Messages people see when the tournaments context refuses something (404 / 403 / 409). */
export const TOURNAMENT_NOT_FOUND = 'Tournament not found';
export const NOTIFICATION_NOT_FOUND = 'Notification not found';
export const ENTRY_NOT_FOUND = 'Entry not found';
export const ENTRY_ALREADY_WITHDRAWN = 'This entry has already withdrawn from the tournament';
export const ACCOUNT_NOT_FOUND = 'Account not found';
export const NOT_YOUR_TOURNAMENT_TO_EDIT = 'You can only edit your own tournaments';
export const NOT_YOUR_TOURNAMENT_TO_DELETE = 'You can only delete your own tournaments';
export const NOT_YOUR_TOURNAMENT_REGISTRATIONS = "Only the tournament's organizer or an administrator can see its registrations";
export const NOT_YOUR_NOTIFICATION = 'You can only mark your own notifications as read';
export const ALREADY_ENROLLED = 'You are already enrolled in this tournament';
export const NOT_ENROLLED = 'You are not enrolled in this tournament';
export const ALREADY_REGISTERED = 'This email address is already registered for this tournament';
export const ALREADY_WAITING = TOURNAMENT_WAITLIST_MESSAGES.alreadyWaiting;
export const NOT_WAITING = TOURNAMENT_WAITLIST_MESSAGES.notWaiting;
export const STILL_HAS_PLACES = TOURNAMENT_WAITLIST_MESSAGES.hasPlaces;
export const PLAYERS_WAITING = TOURNAMENT_WAITLIST_MESSAGES.playersWaiting;
export const EMAIL_ALREADY_WAITING = 'This email address is already on the waitlist for this tournament';
export const FORM_STILL_HAS_PLACES = 'This tournament still has places: register instead';
export const FORM_WAITLIST_JOINED = "You're on the waitlist: we'll email you as soon as a place is yours.";

export const tournamentIsFull = (maxParticipants: number) => `Tournament is full: all ${maxParticipants} places are taken`;
export const hasEnrolledPlayers = (count: number) =>
  `This tournament has ${count} enrolled ${count === 1 ? 'player' : 'players'} and cannot be deleted`;
export const cannotEditInStatus = (status: string) => `This tournament is ${status} and can no longer be edited`;
export const alreadyDecided = (status: string) =>
  `This tournament has already been ${status}; only a pending tournament can be approved or rejected`;
export const maxBelowEnrolled = (count: number) => `Maximum participants cannot be below the ${count} players already enrolled`;
export const organizesTournaments = (count: number) =>
  `This user organizes ${count} ${count === 1 ? 'tournament' : 'tournaments'}; delete or reassign them first`;

export const NOT_YOUR_TOURNAMENT_TO_ANNOUNCE = "Only the tournament's organizer or an administrator can post announcements to it";
export const ANNOUNCE_ONCE_APPROVED = 'Announcements can be posted once the tournament is approved';
