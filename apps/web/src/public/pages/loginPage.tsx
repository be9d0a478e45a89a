import LoginPage from '../../features/auth/LoginPage';
import type { PublicPage } from '../publicPage';

/** /login: the merchant's sign-in (its texts and title are among the core texts). */
export const loginPage: PublicPage = {
  bundles: [],
  titleKey: 'route.login',
  idOf: () => '',
  seed() {},
  element: () => <LoginPage />,
};
