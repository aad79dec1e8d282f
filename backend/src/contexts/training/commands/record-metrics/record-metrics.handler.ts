import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PERFORMANCE_METRICS } from '@rallypoint/shared';
import { UnitOfWork } from '../../../../platform/events';
import { MetricsRecorded } from '../../domain/events/metrics-recorded.event';
import { StudentMetric } from '../../domain/student-metric.entity';
import { StudentRoster } from '../../domain/student-roster';
import { RecordMetricsCommand } from './record-metrics.command';

/** A performance assessment: one metric row per measured value, all of one date. */
@CommandHandler(RecordMetricsCommand)
export class RecordMetricsHandler implements ICommandHandler<RecordMetricsCommand, void> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly roster: StudentRoster,
  ) {}

  async execute({ adminId, studentId, metrics }: RecordMetricsCommand): Promise<void> {
    await this.uow.run(adminId, async (tx) => {
      await this.roster.ensureStudentTarget(studentId, tx);
      await tx.manager.insert(
        StudentMetric,
        PERFORMANCE_METRICS.map((metricName) => ({
          studentId,
          metricName,
          value: metrics[metricName],
          date: metrics.date,
          notes: metrics.notes,
        })),
      );
      const { date, attendance, technicalSkills, consistency, effort } = metrics;
      tx.record(
        new MetricsRecorded(studentId, {
          date,
          attendance,
          technicalSkills,
          consistency,
          effort,
        }),
      );
    });
  }
}
