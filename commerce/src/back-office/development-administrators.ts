/**
 * One development sign-in per back office role (roles.ts): created by Vendure outside
 * production only, printed by `npm start`, used by the tests. No dependencies, so the
 * storefront's scripts and tests can import it.
 */
export const DEVELOPMENT_ADMINISTRATORS = [
  {
    identifier: 'editor@foyer.example',
    password: 'editor',
    firstName: 'Elena',
    lastName: 'Editor',
    role: 'editor',
    label: 'Editor',
  },
  {
    identifier: 'box-office@foyer.example',
    password: 'box-office',
    firstName: 'Boris',
    lastName: 'Box office',
    role: 'box-office',
    label: 'Box office',
  },
  {
    identifier: 'reports@foyer.example',
    password: 'reports',
    firstName: 'Radka',
    lastName: 'Reports',
    role: 'reports',
    label: 'Reports',
  },
];
