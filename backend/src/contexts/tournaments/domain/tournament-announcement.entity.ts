import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What an organizer (or an admin) told a tournament's players; see the TournamentAnnouncements migration. */
@Entity({ name: 'tournament_announcements' })
export class TournamentAnnouncement {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'tournament_id', type: 'int' })
  tournamentId: number;

  @Column({ type: 'varchar', length: 120 })
  title: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'posted_by', type: 'int' })
  postedBy: number;

  @Column({ name: 'posted_by_name', type: 'varchar', length: 201 })
  postedByName: string;

  @Column({ name: 'posted_at', type: 'timestamptz', default: () => 'now()' })
  postedAt: Date;
}
