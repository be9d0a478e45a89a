import RegisterPage from '../../features/auth/RegisterPage';
import { pageWithoutData } from '../pageWithoutData';

/** /register: a merchant's sign-up. */
export const registerPage = pageWithoutData('route.register', () => <RegisterPage />);
