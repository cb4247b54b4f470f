import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The layout of the shop and account pages, and the home page. */
export const Route = createFileRoute('/_default')({
  // Not split: every page under it loads the layout, and its own chunk was one more request.
  codeSplitGroupings: [],
  component: DefaultLayout,
});

function DefaultLayout() {
  return (
    <main id="main" data-layout="default" className="mx-auto max-w-6xl px-4 py-10">
      <Outlet />
    </main>
  );
}
