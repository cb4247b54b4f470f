import { createFileRoute, Link } from '@tanstack/react-router';
import { Pager } from '~/components/pager';
import { formatDateTime, formatMoney } from '~/lib/format';
import { orderStateWords } from '~/lib/order-state-words';
import { pageCount, pageToSkip } from '~/lib/pagination';
import { parsePageSearch } from '~/lib/search-params';
import { pageMeta } from '~/lib/seo';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { getOrderHistory } from '~/server/functions/account.functions';

export const Route = createFileRoute('/_default/account/orders/')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps }) => getOrderHistory({ data: { skip: pageToSkip(deps.page) } }),
  head: () => ({
    meta: [
      ...pageMeta({ title: m.account_orders(), siteTitle: m.site_title() }),
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: OrdersPage,
});

function OrdersPage() {
  const orders = Route.useLoaderData();
  const { page = 1 } = Route.useSearch();
  const locale = getLocale();
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" className="mb-6 font-serif text-3xl">
        {m.account_orders()}
      </h1>
      {orders?.items.length ? (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-[var(--border)]">
              <th scope="col" className="py-2">
                {m.order_code()}
              </th>
              <th scope="col">{m.order_placed()}</th>
              <th scope="col">{m.order_state()}</th>
              <th scope="col" className="text-right">
                {m.order_total()}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.items.map((order) => (
              <tr key={order.id} className="border-b border-[var(--border)]">
                <td className="py-2 font-mono">
                  <Link
                    to="/account/orders/$code"
                    params={{ code: order.code }}
                    className="underline underline-offset-4"
                    aria-label={m.account_order_open({ code: order.code })}
                  >
                    {order.code}
                  </Link>
                </td>
                <td>{order.orderPlacedAt ? formatDateTime(order.orderPlacedAt, locale) : '—'}</td>
                <td data-state={order.state}>{orderStateWords(order.state)}</td>
                <td className="text-right">{formatMoney(order.totalWithTax, order.currencyCode, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{m.account_no_orders()}</p>
      )}
      <Pager page={page} pages={pageCount(orders?.totalItems ?? 0)} />
    </section>
  );
}
