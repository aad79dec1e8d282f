import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LogResultForm } from '../components/log-result-form';
import { MyResultsCard } from '../components/my-results-card';
import { ResultsToConfirmCard } from '../components/results-to-confirm-card';

/**
 * /log-results: a player answers the results their opponents logged (first: they have a deadline), logs a match
 * result of their own, and follows their results below.
 */
export function LogResultsRoute() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Log Results</h1>
        <Link to="/dashboard" className={buttonClasses('outline', 'sm')}>
          Back to Dashboard
        </Link>
      </div>
      <ResultsToConfirmCard />
      <Card>
        <CardHeader>
          <CardTitle>Log a Match Result</CardTitle>
          <CardDescription>The winner follows from the sets: whoever won more sets; the opponent wins ties.</CardDescription>
        </CardHeader>
        <CardContent>
          <LogResultForm />
        </CardContent>
      </Card>
      <MyResultsCard />
    </div>
  );
}
