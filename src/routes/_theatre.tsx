import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The layout of the theatre's content pages: plays, actors, stages, history, festival. */
export const Route = createFileRoute('/_theatre')({
  // Not split: every page under it loads the layout, and its own chunk was one more request.
  codeSplitGroupings: [],
  component: TheaterLayout,
});

function TheaterLayout() {
  return (
    <main id="main" data-layout="theater" className="mx-auto max-w-5xl px-4 py-10 font-serif">
      <Outlet />
    </main>
  );
}
