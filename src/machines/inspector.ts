import type { InspectionEvent } from 'xstate';

/**
 * The Stately inspector for developers: in development only, switched on by
 * VITE_XSTATE_INSPECT=true or `?inspect` in the URL. The import sits behind
 * `import.meta.env.DEV`, so production bundles do not contain it.
 */
let forward: ((event: InspectionEvent) => void) | undefined;
let buffered: InspectionEvent[] | undefined;

if (import.meta.env.DEV && typeof window !== 'undefined') {
  const wanted =
    import.meta.env.VITE_XSTATE_INSPECT === 'true' || new URLSearchParams(window.location.search).has('inspect');
  if (wanted) {
    buffered = [];
    void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
      const { inspect } = createBrowserInspector();
      forward = (event) => inspect.next?.(event);
      for (const event of buffered ?? []) forward(event);
      buffered = undefined;
    });
  }
}

/** Pass as `inspect` to useMachine; a no-op unless the inspector was asked for in development. */
export function inspector(event: InspectionEvent) {
  if (forward) forward(event);
  else buffered?.push(event);
}
