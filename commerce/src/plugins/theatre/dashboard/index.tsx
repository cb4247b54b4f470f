import { defineDashboardExtension } from '@vendure/dashboard';
import { PerformancesPage } from './performances-page';

/** The theatre's own pages in Vendure's Dashboard (ADR 026). */
defineDashboardExtension({
  navSections: [{ id: 'theatre', title: 'Theatre', placement: 'top', order: 150 }],
  routes: [
    {
      path: '/performances',
      component: () => <PerformancesPage />,
      navMenuItem: {
        sectionId: 'theatre',
        id: 'performances',
        title: 'Performances',
        url: '/performances',
        requiresPermission: ['ReadPerformance', 'ReadTheatre'],
      },
    },
  ],
});
