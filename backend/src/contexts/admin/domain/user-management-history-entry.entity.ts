import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { UserManagementAction } from '@rallypoint/shared';

/**
 * One admin action on an account (table user_management_history). The target is named by the name and e-mail it
 * had then, and there is no foreign key to users: the entry outlives a deleted account (docs/product-rules.md#admin-console-and-history).
 */
@Entity({ name: 'user_management_history' })
export class UserManagementHistoryEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'admin_id', type: 'int' })
  adminId: number;

  @Column({ name: 'target_user_id', type: 'int' })
  targetUserId: number;

  @Column({ name: 'target_user_name', type: 'varchar', length: 201 })
  targetUserName: string;

  @Column({ name: 'target_user_email', type: 'varchar', length: 320 })
  targetUserEmail: string;

  @Column({ type: 'varchar', length: 20 })
  action: UserManagementAction;

  @Column({ type: 'text' })
  details: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
