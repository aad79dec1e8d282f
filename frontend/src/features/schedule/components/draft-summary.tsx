import type { ScheduleFixKind, ScheduleSummary } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';

const FIX_LABELS: Record<ScheduleFixKind, string> = {
  days: 'Days',
  hours: 'Hours',
  courts: 'Courts',
  length: 'Match length',
};

/** The draft's opening words: what could not be placed and why, then the changes to the settings that would place more. */
export function DraftSummary({ summary, unplacedCount }: { summary: ScheduleSummary; unplacedCount: number }) {
  return (
    <section aria-labelledby="draft-summary-heading" className="flex flex-col gap-2 rounded-md border border-slate-200 p-4">
      <h3 id="draft-summary-heading" className="text-sm font-semibold text-slate-900">
        Summary
      </h3>
      {summary.lines.length === 0 && unplacedCount === 0 ? (
        <p className="text-sm text-slate-700">Every match has a place.</p>
      ) : (
        summary.lines.map((line) => (
          <p key={line} className="text-sm break-words text-slate-700">
            {line}
          </p>
        ))
      )}
      {summary.fixes.length > 0 && (
        <>
          <h4 className="mt-1 text-sm font-semibold text-slate-900">What would help</h4>
          <ul className="flex flex-col gap-2">
            {summary.fixes.map((fix) => (
              <li key={`${fix.kind}:${fix.message}`} className="flex flex-wrap items-baseline gap-2 text-sm text-slate-700">
                <Badge tone="blue">{FIX_LABELS[fix.kind]}</Badge>
                <span className="min-w-0 break-words">{fix.message}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
