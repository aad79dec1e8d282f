import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A user waiting for a place in a full bootcamp; one row per user and bootcamp. The line runs by (joinedAt, id);
 * joinedAt is the insert's clock_timestamp() (see the Waitlists migration).
 */
@Entity({ name: 'bootcamp_waitlist' })
export class BootcampWaitlistEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'bootcamp_id', type: 'int' })
  bootcampId: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ name: 'joined_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  joinedAt: Date;
}
