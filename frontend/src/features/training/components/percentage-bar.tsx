/** A labelled 0–100 bar; `muted` for the display defaults that are not a real assessment. */
export function PercentageBar({ label, value, muted = false }: { label: string; value: number; muted?: boolean }) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="text-slate-700">{label}</span>
        <span className={muted ? 'text-slate-500' : 'font-medium text-slate-900'}>{value}%</span>
      </div>
      <div
        className="mt-1 h-2 rounded-full bg-slate-100"
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className={muted ? 'h-2 rounded-full bg-slate-300' : 'h-2 rounded-full bg-emerald-500'}
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}

/** Shown next to the display defaults, so nobody mistakes them for a real assessment (docs/product-rules.md#academies-and-students). */
export function NoAssessmentYet() {
  return (
    <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
      No assessment yet: these are starting values, not your results.
    </p>
  );
}
