import { createFileRoute } from '@tanstack/react-router';
import { HistoryView, historyRoute } from '~/components/theatre/fixed-language-routes';

/** The theatre's history in Bulgarian, under every locale prefix. */
export const Route = createFileRoute('/_theatre/about/history-bg')({
  ...historyRoute('bg'),
  component: () => <HistoryView page={Route.useLoaderData()} language="bg" />,
});
