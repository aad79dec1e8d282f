import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

const MountedSteps = createContext(Number.POSITIVE_INFINITY);

/**
 * Mounts a screen's parts one task at a time after the first paint, in the order of their `MountAtStep`: a dashboard of
 * ten cards committed at once was one long task on a slow phone (DOM inserts, date formatting, Radix measuring),
 * measured by tools/bench/lighthouse.mjs as blocking time. Each step is a transition, so typing or a tap comes first.
 */
export function StaggeredMount({ steps, children }: { steps: number; children: ReactNode }) {
  const [mounted, setMounted] = useState(0);
  useEffect(() => {
    if (mounted >= steps) return;
    const timer = window.setTimeout(() => startTransition(() => setMounted((step) => step + 1)), 0);
    return () => window.clearTimeout(timer);
  }, [mounted, steps]);
  return <MountedSteps.Provider value={mounted}>{children}</MountedSteps.Provider>;
}

/** Its children once the surrounding StaggeredMount has reached `step` (at once outside one). */
export function MountAtStep({ step, children }: { step: number; children: ReactNode }) {
  return useContext(MountedSteps) >= step ? children : null;
}
