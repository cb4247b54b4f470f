import { defineDashboardExtension } from '@vendure/dashboard';
import { CHECK_IN_TICKETS } from '../permission-name';
import { CheckInPage } from './check-in-page';
import { doorTexts } from './door-texts';

/** The door's check-in page in the Theatre section, for staff with CheckInTickets (ADR 036). */
defineDashboardExtension({
  routes: [
    {
      path: '/check-in',
      loader: () => ({ breadcrumb: doorTexts.title }),
      component: () => <CheckInPage />,
      navMenuItem: {
        sectionId: 'theatre',
        id: 'check-in',
        title: doorTexts.title,
        url: '/check-in',
        order: 310,
        requiresPermission: [CHECK_IN_TICKETS],
      },
    },
  ],
});
