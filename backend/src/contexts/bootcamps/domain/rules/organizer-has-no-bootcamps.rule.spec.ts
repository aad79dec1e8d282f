import { bootcampOrganizerDeletionRefusal } from './organizer-has-no-bootcamps.rule';

describe('bootcampOrganizerDeletionRefusal', () => {
  it('lets a user without bootcamps go', () => {
    expect(bootcampOrganizerDeletionRefusal(0)).toBeNull();
  });

  it('refuses with 409 naming how many', () => {
    expect(bootcampOrganizerDeletionRefusal(1)).toEqual({
      kind: 'conflict',
      message: 'This user organizes 1 bootcamp or clinic; delete them first',
    });
    expect(bootcampOrganizerDeletionRefusal(3)?.message).toBe('This user organizes 3 bootcamps and clinics; delete them first');
  });
});
