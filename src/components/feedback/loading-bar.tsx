import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** The seed's loading bar: shown only for navigations longer than the throttle. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 2000, hideMs: 500, resetMs: 400, heightPx: 3 } as const;

type Phase = 'idle' | 'running' | 'finishing' | 'resetting';

/** A thin bar at the top of the page while the router loads the next page. */
export function LoadingBar() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (loading) {
      const start = setTimeout(() => setPhase('running'), LOADING_BAR.throttleMs);
      return () => clearTimeout(start);
    }
    if (phase !== 'running') return;
    setPhase('finishing');
    const hide = setTimeout(() => setPhase('resetting'), LOADING_BAR.hideMs);
    const reset = setTimeout(() => setPhase('idle'), LOADING_BAR.hideMs + LOADING_BAR.resetMs);
    return () => {
      clearTimeout(hide);
      clearTimeout(reset);
    };
  }, [loading, phase]);

  const width = phase === 'running' ? '90%' : phase === 'finishing' || phase === 'resetting' ? '100%' : '0%';
  return (
    <div
      aria-hidden
      data-testid="loading-bar"
      data-phase={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] bg-brand-500"
      style={{
        height: LOADING_BAR.heightPx,
        width,
        opacity: phase === 'idle' || phase === 'resetting' ? 0 : 1,
        transition:
          phase === 'running'
            ? `width ${LOADING_BAR.durationMs}ms cubic-bezier(0.1, 0.7, 0.3, 1)`
            : `width 200ms ease-out, opacity ${LOADING_BAR.hideMs}ms ease`,
      }}
    />
  );
}
