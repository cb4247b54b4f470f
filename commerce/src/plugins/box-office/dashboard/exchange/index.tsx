import { defineDashboardExtension, type NavMenuConfig, type NavMenuItem } from '@vendure/dashboard';
import { SELL_AT_COUNTER } from '../../permission-names';
import { ExchangePage } from './exchange-page';

const exchange: NavMenuItem = {
  id: 'box-office-exchange',
  title: 'Exchange',
  url: '/box-office/exchange',
  // Beside Sell (305).
  order: 306,
  requiresPermission: [SELL_AT_COUNTER],
};

/** Puts Exchange in the Theatre section once every plugin's extension is loaded, as Sell does. */
function withExchange(config: NavMenuConfig): NavMenuConfig {
  return {
    ...config,
    sections: config.sections.map((section) =>
      section.id === 'theatre' && !('url' in section)
        ? { ...section, items: [...(section.items ?? []).filter((item) => item.id !== exchange.id), exchange] }
        : section,
    ),
  };
}

/** Ticket exchanges at the counter (ADR 065), for staff with SellAtCounter. */
defineDashboardExtension({
  navSections: withExchange,
  routes: [{ path: exchange.url, loader: () => ({ breadcrumb: 'Exchange' }), component: () => <ExchangePage /> }],
});
