import { createFileRoute } from '@tanstack/react-router';
import { FestivalView } from '~/components/theatre/festival-view';
import { festivalRoute } from '~/components/theatre/fixed-language-routes';

/** The Todor Kolev festival in English, under every locale prefix. */
export const Route = createFileRoute('/_theatre/festivals/todor-kolev-en')({
  ...festivalRoute('en'),
  component: () => <FestivalView festival={Route.useLoaderData()} language="en" />,
});
