import { ANNOUNCEMENT_NOT_FOUND } from '../training.errors';
import { announcementReadRefusal } from './announcement-is-for-student.rule';

describe('announcementReadRefusal', () => {
  it('lets a student mark a broadcast read', () => {
    expect(announcementReadRefusal({ studentId: null }, 4)).toBeNull();
  });

  it('lets a student mark an announcement to them read', () => {
    expect(announcementReadRefusal({ studentId: 4 }, 4)).toBeNull();
  });

  it("answers 404 for another student's announcement, as if it did not exist", () => {
    expect(announcementReadRefusal({ studentId: 5 }, 4)).toEqual({ kind: 'not-found', message: ANNOUNCEMENT_NOT_FOUND });
  });
});
