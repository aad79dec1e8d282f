import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Tells an organizer that someone registered for one of their tournaments. */
@Entity({ name: 'registration_notifications' })
export class RegistrationNotification {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'tournament_id', type: 'int' })
  tournamentId: number;

  /** The entry the form made or completed. */
  @Column({ name: 'entry_id', type: 'int' })
  entryId: number;

  @Column({ name: 'recipient_id', type: 'int' })
  recipientId: number;

  @Column({ name: 'recipient_type', type: 'varchar', length: 20 })
  recipientType: 'organizer';

  @Column({ name: 'tournament_code', type: 'varchar', length: 20 })
  tournamentCode: string;

  @Column({ name: 'player_name', type: 'varchar', length: 200 })
  playerName: string;

  @Column({ name: 'player_email', type: 'varchar', length: 320 })
  playerEmail: string;

  @Column({ name: 'is_read', type: 'boolean', default: false })
  isRead: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
