import { defineDashboardExtension } from '@vendure/dashboard';
import { actorRoutes } from './actors';
import { festivalRoutes } from './festivals';
import { pageRoutes } from './pages';
import { PerformancesPage } from './performances-page';
import { playRoutes } from './plays';
import { stageRoutes } from './stages';

/** The theatre's own pages in Vendure's Dashboard (ADR 026). */
defineDashboardExtension({
  navSections: [{ id: 'theatre', title: 'Theatre', placement: 'top', order: 150 }],
  routes: [
    {
      path: '/performances',
      loader: () => ({ breadcrumb: 'Performances' }),
      component: () => <PerformancesPage />,
      navMenuItem: {
        sectionId: 'theatre',
        id: 'performances',
        title: 'Performances',
        url: '/performances',
        order: 300,
        requiresPermission: ['ReadPerformance', 'ReadTheatre'],
      },
    },
    ...playRoutes,
    ...actorRoutes,
    ...stageRoutes,
    ...festivalRoutes,
    ...pageRoutes,
  ],
});
