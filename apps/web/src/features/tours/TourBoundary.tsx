import { Component, type ReactNode } from 'react';
import { logger } from '../../lib/logger/logger';

interface TourBoundaryProps {
  readonly onError: () => void;
  readonly children: ReactNode;
}

/**
 * A tour that fails (its messages could not be fetched, a library error) closes quietly and is
 * logged: it must never take the screen under it down with it (the route's error page).
 */
export class TourBoundary extends Component<TourBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    logger.warn(`onboarding tour failed: ${error instanceof Error ? error.message : String(error)}`);
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
