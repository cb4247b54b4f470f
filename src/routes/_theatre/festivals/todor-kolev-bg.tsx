import { createFileRoute } from '@tanstack/react-router';
import { FestivalView } from '~/components/theatre/festival-view';
import { festivalRoute } from '~/components/theatre/fixed-language-routes';

/** The Todor Kolev festival in Bulgarian, under every locale prefix. */
export const Route = createFileRoute('/_theatre/festivals/todor-kolev-bg')({
  ...festivalRoute('bg'),
  component: () => <FestivalView festival={Route.useLoaderData()} language="bg" />,
});
