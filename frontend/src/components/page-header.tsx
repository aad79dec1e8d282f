import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A screen's heading (its one h1), with a way back and the screen's own actions. */
export function PageHeader({
  title,
  description,
  backTo,
  backLabel,
  actions,
}: {
  title: string;
  description?: ReactNode;
  backTo?: string;
  backLabel?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        {backTo && (
          <Link to={backTo} className="mb-2 inline-block text-sm font-medium text-emerald-700 hover:underline">
            ← {backLabel ?? 'Back'}
          </Link>
        )}
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex gap-2">{actions}</div>}
    </div>
  );
}
