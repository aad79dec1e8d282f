import { Column, Entity, PrimaryColumn } from 'typeorm';

/** That a student has read an announcement; a row per reader, so one broadcast has a read state per student. */
@Entity({ name: 'student_announcement_reads' })
export class AnnouncementRead {
  @PrimaryColumn({ name: 'announcement_id', type: 'int' })
  announcementId: number;

  @PrimaryColumn({ name: 'student_id', type: 'int' })
  studentId: number;

  @Column({ name: 'read_at', type: 'timestamptz', default: () => 'now()' })
  readAt: Date;
}
