import { PERFORMANCE_METRIC_LABELS, STUDENT_DISPLAY_DEFAULTS } from '@rallypoint/shared';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { useStudentMetrics } from '../api/student-dashboard';
import { MatchRecordSummary } from './match-record-summary';
import { NoAssessmentYet, PercentageBar } from './percentage-bar';
import { RatingProgress } from './rating-progress';

/** The student's view names the admin's "technical skills" `improvement` (the dashboard's field); one label on both sides. */
const METRIC_LABELS = {
  attendance: PERFORMANCE_METRIC_LABELS.attendance,
  improvement: PERFORMANCE_METRIC_LABELS.technicalSkills,
  consistency: PERFORMANCE_METRIC_LABELS.consistency,
  effort: PERFORMANCE_METRIC_LABELS.effort,
} as const;

/** The latest performance assessment, or the display defaults marked as such; then the ratings real matches earned. */
export function PerformanceTab() {
  const metrics = useStudentMetrics();
  return (
    <div className="flex flex-col gap-4">
      <QueryState query={metrics} loading="Loading performance..." error="Failed to load your performance.">
        {(view) => {
          const values = view.assessment ?? STUDENT_DISPLAY_DEFAULTS.metrics;
          return (
            <div className="flex flex-col gap-4">
              {view.assessment ? <p className="text-sm text-slate-600">Assessed {formatDate(view.date)}</p> : <NoAssessmentYet />}
              <div className="grid gap-3 sm:grid-cols-2">
                {(Object.keys(METRIC_LABELS) as Array<keyof typeof METRIC_LABELS>).map((metric) => (
                  <PercentageBar key={metric} label={METRIC_LABELS[metric]} value={values[metric]} muted={!view.assessment} />
                ))}
              </div>
              {view.notes && <p className="text-sm text-slate-600">Notes: {view.notes}</p>}
              <MatchRecordSummary record={view.matchRecord} />
            </div>
          );
        }}
      </QueryState>
      {/* Outside the metrics' state: ratings come from results, not the academy, and load on their own. */}
      <RatingProgress />
    </div>
  );
}
