import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A signed-in user's place in a bootcamp; one row per user and bootcamp. */
@Entity({ name: 'bootcamp_registrations' })
export class BootcampRegistration {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'bootcamp_id', type: 'int' })
  bootcampId: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ name: 'registered_at', type: 'timestamptz', default: () => 'now()' })
  registeredAt: Date;

  @Column({ type: 'varchar', length: 20, default: 'registered' })
  status: string;

  /** Always the default: no payment flow exists yet. */
  @Column({ name: 'payment_status', type: 'varchar', length: 20, default: 'pending' })
  paymentStatus: string;
}
