import { Link } from 'react-router-dom';

export function Brand() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none"
    >
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <circle cx="16" cy="16" r="15" className="fill-emerald-600" />
        <path d="M6 12c6 2 14 2 20 0M6 20c6-2 14-2 20 0" className="stroke-lime-200" strokeWidth="2" fill="none" />
      </svg>
      <span>RallyPoint</span>
    </Link>
  );
}
