import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { StudentProgressView } from '@rallypoint/shared';
import { StudentProgress } from '../../domain/student-progress.entity';
import { StudentRoster } from '../../domain/student-roster';
import { GetStudentProgressQuery } from './get-student-progress.query';

/** The student's current level and skill percentages; nulls when no assessment exists yet. */
@QueryHandler(GetStudentProgressQuery)
export class GetStudentProgressHandler implements IQueryHandler<GetStudentProgressQuery, StudentProgressView> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly roster: StudentRoster,
  ) {}

  async execute({ studentId }: GetStudentProgressQuery): Promise<StudentProgressView> {
    await this.roster.ensureActiveStudent(studentId);
    const rows = await this.dataSource.getRepository(StudentProgress).findBy({ studentId });
    const skill = (area: string) => rows.find((row) => row.skillArea === area)?.progressPercentage ?? 0;
    const overall = rows.find((row) => row.skillArea === 'overall') ?? rows[0];
    if (!overall) {
      return {
        currentLevel: null,
        lessonsCompleted: 0,
        skillProgress: null,
        skills: null,
        instructorNotes: '',
        lastAssessment: null,
      };
    }
    return {
      currentLevel: overall.currentLevel,
      lessonsCompleted: overall.lessonsCompleted,
      skillProgress: skill('overall'),
      skills: {
        forehand: skill('forehand'),
        backhand: skill('backhand'),
        serve: skill('serve'),
        volley: skill('volley'),
      },
      instructorNotes: overall.instructorNotes,
      lastAssessment: overall.lastAssessment.toISOString(),
    };
  }
}
