import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';

/** An organizer's empty tournament list: what to do first. */
export function NoTournamentsYet({ hint }: { hint: string }) {
  return (
    <div className="flex flex-col items-center gap-3">
      <p className="font-medium text-slate-900">No tournaments yet</p>
      <p>{hint}</p>
      <Link to="/create-tournament" className={buttonClasses('outline', 'sm')}>
        Create Tournament
      </Link>
    </div>
  );
}
