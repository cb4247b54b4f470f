import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { Menu, ShoppingBag, User, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { activeOrderQuery } from '~/server/functions/queries';
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
  const menu = useMenu();
  return (
    <header className="border-b border-[var(--border)]">
      <div className="mx-auto grid max-w-6xl grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 px-4 py-3 md:flex md:flex-wrap md:gap-x-4 md:py-4">
        <Link to="/" className="md:mr-auto">
          <span className="block font-serif text-2xl">{m.site_title()}</span>
          <span className="hidden text-sm text-[var(--muted-foreground)] sm:block">{m.site_tagline()}</span>
        </Link>
        <div className="flex items-center gap-3 md:order-last">
          <Link to="/account" className="inline-flex items-center gap-1 text-sm hover:underline">
            <User aria-hidden className="size-5" />
            <span className="sr-only md:not-sr-only">{m.account_title()}</span>
          </Link>
          <Link to="/cart" className="inline-flex items-center gap-1 hover:underline">
            <ShoppingBag aria-hidden className="size-5" />
            <span className="sr-only">{m.cart_items({ count })}</span>
            <span aria-hidden data-testid="cart-count">
              {count}
            </span>
          </Link>
          <button
            ref={menu.buttonRef}
            type="button"
            data-menu-button
            className="inline-flex items-center gap-1 rounded-md border border-[var(--border)] px-2 py-1 text-sm md:hidden"
            aria-expanded={menu.open}
            aria-controls="site-menu"
            onClick={menu.toggle}
            onKeyDown={menu.closeOnEscape}
          >
            {menu.open ? <X aria-hidden className="size-4" /> : <Menu aria-hidden className="size-4" />}
            {m.nav_menu()}
          </button>
        </div>
        <div className="col-span-2 flex items-center gap-2 md:contents">
          <div className="min-w-0 flex-1 md:flex-none">
            <SearchBox />
          </div>
          <ColourModeSwitch />
          <LanguageSwitcher />
        </div>
      </div>
      <nav
        id="site-menu"
        aria-label={m.nav_main()}
        onKeyDown={menu.closeOnEscape}
        className={`mx-auto max-w-6xl px-4 pb-3 md:block ${menu.open ? 'block' : 'hidden'}`}
      >
        <ul className="flex flex-col gap-y-1 text-base md:flex-row md:flex-wrap md:gap-x-5 md:gap-y-2 md:text-sm">
          {theatreLinks.map(({ to, label }) => (
            <li key={to}>
              <Link
                to={to}
                className="block py-1 md:inline md:py-0"
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
                className="block py-1 md:inline md:py-0"
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

/**
 * The phone's navigation menu: closed on every page change, and by Escape (on the
 * button or in the menu), which gives the focus back to the button. From the md
 * breakpoint up the navigation is always shown; without JavaScript too, since nothing
 * could open it (styles.css, html:not(.js)).
 */
function useMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const href = useRouterState({ select: (state) => state.location.href });
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a new location
  useEffect(() => setOpen(false), [href]);
  return {
    open,
    buttonRef,
    toggle: () => setOpen((value) => !value),
    closeOnEscape: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      setOpen(false);
      buttonRef.current?.focus();
    },
  };
}
