/** Messages people see when the bootcamps context refuses something (404 / 403 / 409). */
export const BOOTCAMP_NOT_FOUND = 'Bootcamp not found';
export const ALREADY_REGISTERED = 'You are already registered for this bootcamp';
export const REGISTRATION_CLOSED_ENDED = 'Registration is closed: this bootcamp has ended';
export const NOT_YOUR_BOOTCAMP_REGISTRATIONS = "Only the bootcamp's organizer or an administrator can see its registrations";
export const START_DATE_IN_PAST = 'Start date cannot be in the past';

export const bootcampIsFull = (maxParticipants: number) =>
  `This bootcamp is full: all ${maxParticipants} ${maxParticipants === 1 ? 'place is' : 'places are'} taken`;
export const alreadyDecided = (status: string) =>
  `This bootcamp has already been ${status}; only a pending bootcamp can be approved or rejected`;
export const organizesBootcamps = (count: number) =>
  `This user organizes ${count} ${count === 1 ? 'bootcamp or clinic' : 'bootcamps and clinics'}; delete them first`;
