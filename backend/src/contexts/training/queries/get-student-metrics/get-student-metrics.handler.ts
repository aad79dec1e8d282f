import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MatchRecord, PerformanceMetric, StudentMetricsView } from '@rallypoint/shared';
import { GetMatchRecordQuery } from '../../../results';
import { StudentRoster } from '../../domain/student-roster';
import { type LatestMetric, latestPerformanceMetrics } from '../../persistence/training.sql';
import { GetStudentMetricsQuery } from './get-student-metrics.query';

/**
 * The latest performance assessment. The student dashboard shows "improvement" where the admin form records
 * technical skills: the same measure under the student's name for it.
 */
@QueryHandler(GetStudentMetricsQuery)
export class GetStudentMetricsHandler implements IQueryHandler<GetStudentMetricsQuery, StudentMetricsView> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly roster: StudentRoster,
    private readonly queries: QueryBus,
  ) {}

  async execute({ studentId }: GetStudentMetricsQuery): Promise<StudentMetricsView> {
    await this.roster.ensureActiveStudent(studentId);
    const [rows, matchRecord]: [LatestMetric[], MatchRecord] = await Promise.all([
      latestPerformanceMetrics(this.dataSource.manager, studentId),
      this.queries.execute(new GetMatchRecordQuery(studentId)),
    ]);
    if (rows.length === 0) return { assessment: null, date: null, notes: '', matchRecord };
    const value = (name: PerformanceMetric) => rows.find((row) => row.metric_name === name)?.value ?? 0;
    const latest = rows.reduce((a, b) => (b.date > a.date ? b : a));
    return {
      assessment: {
        attendance: value('attendance'),
        improvement: value('technicalSkills'),
        consistency: value('consistency'),
        effort: value('effort'),
      },
      date: latest.date,
      notes: latest.notes,
      matchRecord,
    };
  }
}
