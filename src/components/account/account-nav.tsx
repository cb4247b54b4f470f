import { Link } from '@tanstack/react-router';
import { m } from '~/paraglide/messages';

/** The signed-in customer's pages. */
export function AccountNav() {
  const links = [
    { to: '/account', label: m.account_details() },
    { to: '/account/addresses', label: m.account_addresses() },
    { to: '/account/orders', label: m.account_orders() },
    { to: '/account/tickets', label: m.account_tickets() },
  ] as const;
  return (
    <nav aria-label={m.account_nav()} className="mb-8 border-b border-[var(--border)] pb-3">
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link
              to={to}
              activeOptions={{ exact: true }}
              activeProps={{ className: 'font-semibold', 'aria-current': 'page' }}
              className="underline-offset-4 hover:underline"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
