import LoginPage from '../../features/auth/LoginPage';
import { pageWithoutData } from '../pageWithoutData';

/** /login: the merchant's sign-in. */
export const loginPage = pageWithoutData('route.login', () => <LoginPage />);
