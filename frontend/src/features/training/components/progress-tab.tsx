import { STUDENT_DISPLAY_DEFAULTS, type StudentProgressView } from '@rallypoint/shared';
import { Fact } from '@/components/ui/fact';
import { formatDate } from '@/lib/format';
import { NoAssessmentYet, PercentageBar } from './percentage-bar';

const SKILL_LABELS = {
  forehand: 'Forehand',
  backhand: 'Backhand',
  serve: 'Serve',
  volley: 'Volley',
} as const;

/** Level, lessons and skills from the latest assessment, or the display defaults marked as such (docs/product-rules.md#academies-and-students). */
export function ProgressTab({ progress }: { progress: StudentProgressView }) {
  const assessed = progress.skills !== null;
  const skills = progress.skills ?? STUDENT_DISPLAY_DEFAULTS.skills;
  return (
    <div className="flex flex-col gap-4">
      {!assessed && <NoAssessmentYet />}
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Fact label="Current Level">{progress.currentLevel ?? STUDENT_DISPLAY_DEFAULTS.level}</Fact>
        <Fact label="Lessons Completed">{progress.lessonsCompleted}</Fact>
        <Fact label="Skill Progress">{progress.skillProgress === null ? '—' : `${progress.skillProgress}%`}</Fact>
        <Fact label="Last Assessment">{progress.lastAssessment ? formatDate(progress.lastAssessment) : '—'}</Fact>
      </dl>
      <div className="grid gap-3 sm:grid-cols-2">
        {(Object.keys(SKILL_LABELS) as Array<keyof typeof SKILL_LABELS>).map((skill) => (
          <PercentageBar key={skill} label={SKILL_LABELS[skill]} value={skills[skill]} muted={!assessed} />
        ))}
      </div>
      {progress.instructorNotes && <p className="text-sm text-slate-600">Instructor notes: {progress.instructorNotes}</p>}
    </div>
  );
}
