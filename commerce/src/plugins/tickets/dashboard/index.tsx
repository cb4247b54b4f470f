import { defineDashboardExtension, type NavMenuConfig, type NavMenuItem } from '@vendure/dashboard';
import { CHECK_IN_TICKETS } from '../permission-name';
import { CheckInPage } from './check-in-page';
import { doorTexts } from './door-texts';

const checkIn: NavMenuItem = {
  id: 'check-in',
  title: doorTexts.title,
  url: '/check-in',
  order: 310,
  requiresPermission: [CHECK_IN_TICKETS],
};

/**
 * Puts Check-in in the theatre plugin's Theatre section. A route's own `navMenuItem` is
 * dropped when its section is not registered yet, and the two plugins' extensions load in
 * no fixed order; a function here runs once every extension is registered.
 */
function withCheckIn(config: NavMenuConfig): NavMenuConfig {
  return {
    ...config,
    sections: config.sections.map((section) =>
      section.id === 'theatre' && !('url' in section)
        ? { ...section, items: [...(section.items ?? []).filter((item) => item.id !== checkIn.id), checkIn] }
        : section,
    ),
  };
}

/** The door's check-in page, shown in the menu to staff with CheckInTickets (ADR 036). */
defineDashboardExtension({
  navSections: withCheckIn,
  routes: [
    {
      path: checkIn.url,
      loader: () => ({ breadcrumb: doorTexts.title }),
      component: () => <CheckInPage />,
    },
  ],
});
