import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A signed-in player enrolled in a tournament (the Enroll button); one row per player and tournament. */
@Entity({ name: 'tournament_participants' })
export class TournamentParticipant {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'tournament_id', type: 'int' })
  tournamentId: number;

  @Column({ name: 'participant_id', type: 'int' })
  participantId: number;

  @Column({ name: 'registration_date', type: 'timestamptz', default: () => 'now()' })
  registrationDate: Date;

  @Column({ type: 'varchar', length: 20, default: 'registered' })
  status: string;
}
