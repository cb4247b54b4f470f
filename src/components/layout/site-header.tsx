import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ShoppingBag, User } from 'lucide-react';
import { activeOrderQuery } from '~/lib/queries';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { ColourModeSwitch } from './colour-mode-switch';
import { LanguageSwitcher } from './language-switcher';
import { SearchBox } from './search-box';

interface MenuCollection {
  id: string;
  name: string;
  slug: string;
}

export function SiteHeader({ collections }: { collections: MenuCollection[] }) {
  const { data: order } = useQuery(activeOrderQuery());
  const count = order?.totalQuantity ?? 0;
  // History and festival pages exist in Bulgarian and English; other languages read the English.
  const text = getLocale() === 'bg' ? 'bg' : 'en';
  const theatreLinks = [
    { to: '/', label: m.nav_home() },
    { to: '/plays', label: m.nav_plays() },
    { to: '/programme', label: m.programme_title() },
    { to: '/actors', label: m.nav_actors() },
    { to: '/about/stages', label: m.nav_stages() },
    { to: `/about/history-${text}`, label: m.nav_history() },
    { to: `/festivals/todor-kolev-${text}`, label: m.nav_festival() },
  ] as const;
  return (
    <header className="border-b border-[var(--border)]">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-4">
        <Link to="/" className="mr-auto">
          <span className="block font-serif text-2xl">{m.site_title()}</span>
          <span className="block text-sm text-[var(--muted-foreground)]">{m.site_tagline()}</span>
        </Link>
        <SearchBox />
        <ColourModeSwitch />
        <LanguageSwitcher />
        <Link to="/account" className="inline-flex items-center gap-1 text-sm hover:underline">
          <User aria-hidden className="size-5" />
          {m.account_title()}
        </Link>
        <Link to="/cart" className="inline-flex items-center gap-1 hover:underline">
          <ShoppingBag aria-hidden className="size-5" />
          <span className="sr-only">{m.cart_items({ count })}</span>
          <span aria-hidden data-testid="cart-count">
            {count}
          </span>
        </Link>
      </div>
      <nav aria-label={m.nav_main()} className="mx-auto max-w-6xl px-4 pb-3">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {theatreLinks.map(({ to, label }) => (
            <li key={to}>
              <Link
                to={to}
                activeOptions={{ exact: to === '/' }}
                activeProps={{ className: 'font-semibold', 'aria-current': 'page' }}
              >
                {label}
              </Link>
            </li>
          ))}
          {collections.map((collection) => (
            <li key={collection.id}>
              <Link
                to="/category/$slug"
                params={{ slug: collection.slug }}
                activeProps={{ className: 'font-semibold' }}
              >
                {collection.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
