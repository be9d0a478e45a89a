import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrandMark, BrandName } from '../../../components/Brand';
import { LanguageToggle } from '../../../components/LanguageToggle';
import { queryClient } from '../../../lib/queryClient';
import './invitation.css';

/** The invitee's page frame (no login, no shell): brand and language above, one card in the middle. */
export function InvitationFrame({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <div className="mc-invite" data-testid="invite-page">
        <header className="mc-invite-top">
          <div className="mc-invite-brand">
            <BrandMark size={28} />
            <BrandName />
          </div>
          <LanguageToggle />
        </header>
        <main className="mc-invite-main">
          <section className="mc-invite-card">{children}</section>
        </main>
        <footer className="mc-invite-footer">© {new Date().getFullYear()} Merchant Console</footer>
      </div>
    </QueryClientProvider>
  );
}
