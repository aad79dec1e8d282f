import { Injectable, OnModuleInit } from '@nestjs/common';
import { Transaction, TransactionalReactions } from '../../../platform/events';
import { UserDeleted } from '../../identity';

/**
 * In the deletion's own transaction: the user's memberships and class places go with them. Their classes are
 * locked first, as enrolling locks them, so the seat counts stay right while enrolments run at the same time.
 */
@Injectable()
export class RemoveMembershipsOfDeletedUser implements OnModuleInit {
  constructor(private readonly reactions: TransactionalReactions) {}

  onModuleInit(): void {
    this.reactions.on(UserDeleted, (event, tx) => this.remove(Number(event.aggregateId), tx));
  }

  private async remove(userId: number, tx: Transaction): Promise<void> {
    const query = (sql: string) => tx.manager.query(sql, [userId]);
    await query(
      `SELECT id FROM academy_classes WHERE id IN (SELECT class_id FROM class_enrollments WHERE user_id = $1) ORDER BY id FOR UPDATE`,
    );
    await query(
      `UPDATE academy_classes c SET current_students = c.current_students - e.places
         FROM (SELECT class_id, count(*)::int AS places FROM class_enrollments WHERE user_id = $1 GROUP BY class_id) e
        WHERE c.id = e.class_id`,
    );
    await query(`DELETE FROM class_enrollments WHERE user_id = $1`);
    await query(`DELETE FROM academy_members WHERE user_id = $1`);
    await query(`UPDATE academies SET owner_id = NULL WHERE owner_id = $1`);
  }
}
