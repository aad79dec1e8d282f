import { cn } from '@/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block h-5 w-5 animate-spin rounded-full border-2 border-emerald-600 border-t-transparent', className)}
    />
  );
}

/** Full-page placeholder while the session resolves (docs/product-rules.md#screens-and-routes). */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-3 text-slate-600">
      <Spinner className="h-8 w-8" />
      <span>{label}</span>
    </div>
  );
}
