import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ShoppingBag } from 'lucide-react';
import { activeOrderQuery } from '~/lib/queries';
import { m } from '~/paraglide/messages';
import { LanguageSwitcher } from './language-switcher';

interface MenuCollection {
  id: string;
  name: string;
  slug: string;
}

export function SiteHeader({ collections }: { collections: MenuCollection[] }) {
  const { data: order } = useQuery(activeOrderQuery());
  const count = order?.totalQuantity ?? 0;
  return (
    <header className="border-b border-[var(--border)]">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-4">
        <Link to="/" className="mr-auto">
          <span className="block font-serif text-2xl">{m.site_title()}</span>
          <span className="block text-sm text-[var(--muted-foreground)]">{m.site_tagline()}</span>
        </Link>
        <LanguageSwitcher />
        <span className="inline-flex items-center gap-1">
          <ShoppingBag aria-hidden className="size-5" />
          <span className="sr-only">{m.cart_items({ count })}</span>
          <span aria-hidden data-testid="cart-count">
            {count}
          </span>
        </span>
      </div>
      <nav aria-label={m.nav_main()} className="mx-auto max-w-6xl px-4 pb-3">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <li>
            <Link to="/" activeOptions={{ exact: true }} activeProps={{ className: 'font-semibold' }}>
              {m.nav_home()}
            </Link>
          </li>
          {collections.map((collection) => (
            <li key={collection.id}>
              <a href={`/category/${collection.slug}`}>{collection.name}</a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
