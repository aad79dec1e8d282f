import { PERFORMANCE_METRIC_LABELS, type StudentRecord } from '@rallypoint/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { useStudentRecord } from '../api/student-management';

const percent = (label: string, value: number) => `${label} ${value}%`;

/** What was already entered for the selected student, as their dashboard shows it: the admin writes on top of it. */
export function StudentRecordCard({ studentId, studentName }: { studentId: number; studentName: string }) {
  const record = useStudentRecord(studentId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">On Record for {studentName}</CardTitle>
        <CardDescription>What the student sees on their dashboard now.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={record} loading="Loading the student's record..." error="Failed to load the student's record.">
          {(data) => <RecordFacts record={data} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function RecordFacts({ record: { progress, metrics, upcomingLessons } }: { record: StudentRecord }) {
  return (
    <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-3">
      <div>
        <dt className="font-medium text-slate-900">Progress</dt>
        <dd className="text-slate-700">
          {progress.skills ? (
            <>
              {progress.currentLevel} · {progress.lessonsCompleted} lessons · overall {progress.skillProgress}%
              <br />
              {[
                percent('Forehand', progress.skills.forehand),
                percent('Backhand', progress.skills.backhand),
                percent('Serve', progress.skills.serve),
                percent('Volley', progress.skills.volley),
              ].join(' · ')}
              <br />
              <span className="text-slate-600">Assessed {formatDate(progress.lastAssessment)}</span>
            </>
          ) : (
            'No progress entered yet'
          )}
        </dd>
      </div>
      <div>
        <dt className="font-medium text-slate-900">Performance</dt>
        <dd className="text-slate-700">
          {metrics.assessment ? (
            <>
              {[
                percent(PERFORMANCE_METRIC_LABELS.attendance, metrics.assessment.attendance),
                percent(PERFORMANCE_METRIC_LABELS.technicalSkills, metrics.assessment.improvement),
                percent(PERFORMANCE_METRIC_LABELS.consistency, metrics.assessment.consistency),
                percent(PERFORMANCE_METRIC_LABELS.effort, metrics.assessment.effort),
              ].join(' · ')}
              <br />
              <span className="text-slate-600">Assessed {formatDate(metrics.date)}</span>
            </>
          ) : (
            'No assessment entered yet'
          )}
        </dd>
      </div>
      <div>
        <dt className="font-medium text-slate-900">Upcoming lessons</dt>
        <dd className="text-slate-700">
          {upcomingLessons.length === 0 ? (
            'No upcoming lessons'
          ) : (
            <ul className="flex flex-col gap-1">
              {upcomingLessons.map((lesson) => (
                <li key={lesson.id}>
                  {lesson.title} · {formatDate(lesson.date)} {lesson.time} · {lesson.instructor}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}
