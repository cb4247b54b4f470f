import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { WaitingListLink } from '~/components/waiting-list/waiting-list-link';
import { parseTokenSearch } from '~/lib/search-params';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { claimWaitingListOffer } from '~/server/functions/waiting-list.functions';

/** The offer email's link: the held seats go into the visitor's cart, which opens (ADR 063). */
export const Route = createFileRoute('/_default/waiting-list/offer')({
  validateSearch: parseTokenSearch,
  head: () => ({
    meta: [
      ...pageMeta({ title: m.waiting_list_offer_title(), siteTitle: m.site_title() }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: OfferPage,
});

function OfferPage() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <WaitingListLink
      title={m.waiting_list_offer_title()}
      intro={m.waiting_list_offer_intro()}
      submitLabel={m.waiting_list_offer_submit()}
      token={token}
      action={(value) => claimWaitingListOffer({ data: { token: value } })}
      onDone={async () => {
        await queryClient.invalidateQueries();
        await navigate({ to: '/cart' });
      }}
    />
  );
}
