import { createFileRoute } from '@tanstack/react-router';
import { HistoryView, historyRoute } from '~/components/theatre/fixed-language-routes';

/** The theatre's history in English, under every locale prefix. */
export const Route = createFileRoute('/_theatre/about/history-en')({
  ...historyRoute('en'),
  component: () => <HistoryView page={Route.useLoaderData()} language="en" />,
});
