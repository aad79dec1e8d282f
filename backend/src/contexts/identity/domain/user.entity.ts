import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PlayerLevel, Sport, RoleColumn, UserType } from '@rallypoint/shared';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  username: string;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ name: 'organization_name', type: 'varchar', length: 200, nullable: true })
  organizationName: string | null;

  @Column({ name: 'user_type', type: 'varchar', length: 30, default: 'individual_player' })
  userType: UserType;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  sports: Sport[];

  @Column({ name: 'address_line1', type: 'varchar', length: 200, nullable: true })
  addressLine1: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  state: string | null;

  @Column({ name: 'zip_code', type: 'varchar', length: 20, nullable: true })
  zipCode: string | null;

  @Column({ type: 'varchar', length: 20, default: 'player' })
  role: RoleColumn;

  @Column({ type: 'varchar', length: 30, nullable: true })
  level: PlayerLevel | null;

  @Column({ type: 'text', nullable: true })
  avatar: string | null;

  @Column({ name: 'is_email_verified', type: 'boolean', default: false })
  isEmailVerified: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: false })
  isActive: boolean;

  /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
  @Column({ name: 'email_verification_token', type: 'varchar', length: 64, nullable: true, select: false })
  emailVerificationToken: string | null;

  @Column({ name: 'email_verification_expires', type: 'timestamptz', nullable: true })
  emailVerificationExpires: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'activated_at', type: 'timestamptz', nullable: true })
  activatedAt: Date | null;
}
