import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function TournamentNotFound({ tournamentId, error }: { tournamentId: string | null; error?: string }) {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Tournament Not Found</h1>
        <p className="text-slate-600">
          {tournamentId ? (
            <>
              We couldn&apos;t find a tournament with ID <span className="font-mono font-semibold">{tournamentId}</span>.
            </>
          ) : (
            'No tournament ID was given in the link.'
          )}
        </p>
        {error && <p className="rounded-md bg-red-50 px-3 py-2 text-sm break-all text-red-700">{error}</p>}
        <Link to="/dashboard" className={buttonClasses('primary', 'md', 'mt-2')}>
          Back to Dashboard
        </Link>
    </Card>
  );
}
