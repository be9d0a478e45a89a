import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode } from 'react';
import { TranslationRoot } from '../lib/useTranslation';

/**
 * What every public page runs in: its query cache (a fresh one per render on the server) and its
 * texts (the app's i18next instance, or the one the server draws the page's language with).
 */
export function PublicRoot({
  client,
  i18n,
  children,
}: {
  client: QueryClient;
  i18n?: I18n;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <TranslationRoot i18n={i18n}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </TranslationRoot>
    </StrictMode>
  );
}
