import RegisterPage from '../../features/auth/RegisterPage';
import type { PublicPage } from '../publicPage';

/** /register: a merchant's sign-up (its texts and title are among the core texts). */
export const registerPage: PublicPage = {
  bundles: [],
  titleKey: 'route.register',
  idOf: () => '',
  seed() {},
  element: () => <RegisterPage />,
};
