/** The app's providers (UI kit locale and theme, toasts) for tests that render pages. */
export { Providers } from '../app/Providers';
