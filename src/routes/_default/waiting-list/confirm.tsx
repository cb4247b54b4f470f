import { createFileRoute } from '@tanstack/react-router';
import { WaitingListLink } from '~/components/waiting-list/waiting-list-link';
import { parseTokenSearch } from '~/lib/search-params';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { confirmWaitingList } from '~/server/functions/waiting-list.functions';

/** The confirmation email's link (double opt-in, ADR 063). */
export const Route = createFileRoute('/_default/waiting-list/confirm')({
  validateSearch: parseTokenSearch,
  head: () => ({
    meta: [
      ...pageMeta({ title: m.waiting_list_confirm_title(), siteTitle: m.site_title() }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: ConfirmPage,
});

function ConfirmPage() {
  const { token } = Route.useSearch();
  return (
    <WaitingListLink
      title={m.waiting_list_confirm_title()}
      intro={m.waiting_list_confirm_intro()}
      submitLabel={m.waiting_list_confirm_submit()}
      doneText={m.waiting_list_confirmed()}
      token={token}
      action={(value) => confirmWaitingList({ data: { token: value } })}
    />
  );
}
