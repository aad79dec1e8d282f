import type { MatchRecord } from '@rallypoint/shared';
import { Badge } from '@/components/ui/badge';
import { Fact } from '@/components/ui/fact';

/** The student's record from approved match results: academy progress next to real matches. */
export function MatchRecordSummary({ record }: { record: MatchRecord }) {
  return (
    <section aria-label="Match record" className="rounded-lg border border-slate-200 p-4">
      <h3 className="text-sm font-semibold text-slate-900">Match record</h3>
      {record.played === 0 ? (
        <p className="mt-1 text-sm text-slate-500">No approved match results yet.</p>
      ) : (
        <>
          <dl className="mt-2 grid grid-cols-3 gap-4">
            <Fact label="Played">{record.played}</Fact>
            <Fact label="Won">{record.won}</Fact>
            <Fact label="Lost">{record.lost}</Fact>
          </dl>
          <p className="mt-3 flex items-center gap-1 text-sm text-slate-600">
            Last {record.lastFive.length}:
            {record.lastFive.map((outcome, index) => (
              <Badge key={index} tone={outcome === 'W' ? 'green' : 'red'}>
                {outcome}
              </Badge>
            ))}
          </p>
        </>
      )}
    </section>
  );
}
