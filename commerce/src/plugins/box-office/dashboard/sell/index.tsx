import { defineDashboardExtension, type NavMenuConfig, type NavMenuItem } from '@vendure/dashboard';
import { SELL_AT_COUNTER } from '../../permission-names';
import { SellPage } from './sell-page';

const sell: NavMenuItem = {
  id: 'box-office-sell',
  title: 'Sell',
  url: '/box-office/sell',
  // Beside Performances (300) and Check-in (310).
  order: 305,
  requiresPermission: [SELL_AT_COUNTER],
};

/**
 * Puts Sell in the theatre plugin's Theatre section, as Check-in does: a route's own
 * `navMenuItem` is dropped when its section is not registered yet, and the plugins'
 * extensions load in no fixed order; this runs once all are.
 */
function withSell(config: NavMenuConfig): NavMenuConfig {
  return {
    ...config,
    sections: config.sections.map((section) =>
      section.id === 'theatre' && !('url' in section)
        ? { ...section, items: [...(section.items ?? []).filter((item) => item.id !== sell.id), sell] }
        : section,
    ),
  };
}

/** The box office's counter (ADR 061): selling, comps and printing, for staff with SellAtCounter. */
defineDashboardExtension({
  navSections: withSell,
  routes: [{ path: sell.url, loader: () => ({ breadcrumb: 'Sell' }), component: () => <SellPage /> }],
});
