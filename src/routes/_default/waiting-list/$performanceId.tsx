import { createFileRoute, notFound } from '@tanstack/react-router';
import { EntityNotFoundPage } from '~/components/errors/error-pages';
import { WaitingListForm } from '~/components/waiting-list/waiting-list-form';
import { pageMeta } from '~/lib/seo';
import { isValidId } from '~/lib/vendure-id';
import { m } from '~/paraglide/messages';

/** A sold-out performance's waiting list: `/waiting-list/42` (ADR 063). Vendure says whether it is sold out. */
export const Route = createFileRoute('/_default/waiting-list/$performanceId')({
  beforeLoad: ({ params }) => {
    if (!isValidId(params.performanceId)) throw notFound();
  },
  head: () => ({
    meta: [
      ...pageMeta({ title: m.waiting_list_title(), siteTitle: m.site_title() }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  notFoundComponent: EntityNotFoundPage,
  component: WaitingListRoute,
});

function WaitingListRoute() {
  const { performanceId } = Route.useParams();
  return <WaitingListForm performanceId={performanceId} />;
}
