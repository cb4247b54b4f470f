import { defineDashboardExtension, type NavMenuConfig, type NavMenuItem } from '@vendure/dashboard';
import { PerformanceSeatsPage } from './performance-seats-page';
import { SeatPlansPage } from './seat-plans-page';

const seatPlans: NavMenuItem = {
  id: 'seat-plans',
  title: 'Seat plans',
  url: '/seat-plans',
  // Next to Stages (400), whose plans these are.
  order: 410,
  requiresPermission: ['ReadTheatre'],
};

/**
 * Puts Seat plans in the theatre plugin's Theatre section. As for Check-in (the tickets
 * plugin), a route's own `navMenuItem` is dropped when its section is not registered
 * yet, and the plugins' extensions load in no fixed order; this runs once all are.
 */
function withSeatPlans(config: NavMenuConfig): NavMenuConfig {
  return {
    ...config,
    sections: config.sections.map((section) =>
      section.id === 'theatre' && !('url' in section)
        ? { ...section, items: [...(section.items ?? []).filter((item) => item.id !== seatPlans.id), seatPlans] }
        : section,
    ),
  };
}

/** Reserved seating's pages (ADR 053): the stages' seat plans, and each reserved performance's seats for the box office. */
defineDashboardExtension({
  navSections: withSeatPlans,
  routes: [
    {
      path: seatPlans.url,
      loader: () => ({ breadcrumb: 'Seat plans' }),
      component: () => <SeatPlansPage />,
    },
    {
      path: '/performances/$id/seats',
      loader: () => ({ breadcrumb: [{ path: '/performances', label: 'Performances' }, 'Seats'] }),
      component: (route) => <PerformanceSeatsPage route={route} />,
    },
  ],
});
