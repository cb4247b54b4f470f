import { createFileRoute } from '@tanstack/react-router';
import { WaitingListLink } from '~/components/waiting-list/waiting-list-link';
import { parseTokenSearch } from '~/lib/search-params';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { leaveWaitingList } from '~/server/functions/waiting-list.functions';

/** The unsubscribe link every waiting-list email carries (ADR 063). */
export const Route = createFileRoute('/_default/waiting-list/leave')({
  validateSearch: parseTokenSearch,
  head: () => ({
    meta: [
      ...pageMeta({ title: m.waiting_list_leave_title(), siteTitle: m.site_title() }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: LeavePage,
});

function LeavePage() {
  const { token } = Route.useSearch();
  return (
    <WaitingListLink
      title={m.waiting_list_leave_title()}
      intro={m.waiting_list_leave_intro()}
      submitLabel={m.waiting_list_leave_submit()}
      doneText={m.waiting_list_left()}
      token={token}
      action={(value) => leaveWaitingList({ data: { token: value } })}
    />
  );
}
