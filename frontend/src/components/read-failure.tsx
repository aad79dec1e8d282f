import { Component, type ReactNode } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';

interface BoundaryProps {
  fallback: (error: Error) => ReactNode;
  onFailure: () => void;
  children: ReactNode;
}

class FailureBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch() {
    this.props.onFailure();
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * What a card shows when a read inside it that suspends (useSuspenseQuery) fails: such a read throws its failure
 * instead of answering it. The failed read is asked again the next time the card is drawn, as a useQuery would.
 */
export function ReadFailure({ fallback, children }: { fallback: (error: Error) => ReactNode; children: ReactNode }) {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <FailureBoundary fallback={fallback} onFailure={reset}>
      {children}
    </FailureBoundary>
  );
}
