import { defineDashboardExtension, type NavMenuConfig, type NavMenuItem } from '@vendure/dashboard';
import { READ_REPORTS } from '../../permission-names';
import { ReportsPage } from './reports-page';

const reports: NavMenuItem = {
  id: 'box-office-reports',
  title: 'Reports',
  url: '/box-office-reports',
  order: 330,
  requiresPermission: [READ_REPORTS],
};

/** Puts Reports in the Theatre section once every extension is registered (as Check-in does). */
function withReports(config: NavMenuConfig): NavMenuConfig {
  return {
    ...config,
    sections: config.sections.map((section) =>
      section.id === 'theatre' && !('url' in section)
        ? { ...section, items: [...(section.items ?? []).filter((item) => item.id !== reports.id), reports] }
        : section,
    ),
  };
}

/** The figures: per performance, the day's cash-up and per play, with CSV exports (issue 27). */
defineDashboardExtension({
  navSections: withReports,
  routes: [
    {
      path: reports.url,
      loader: () => ({ breadcrumb: 'Reports' }),
      component: () => <ReportsPage />,
    },
  ],
});
