import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useTranslation } from '../../lib/useTranslation';
import { ModalProvider } from '../../shell/ModalProvider';
import { PageLoading } from '../../shell/PageLoading';
import { documentTitle } from '../../shell/pageTitle';
import { opsQueryClient } from './api';
import { OpsGuard } from './OpsGuard';
import { hasOpsSession, installOpsSession, opsLoginUrl } from './session';
import './ops.css';

const page = {
  login: lazy(() => import('./OpsLoginPage')),
  layout: lazy(() => import('./OpsLayout')),
  kyb: lazy(() => import('./kyb/KybQueuePage')),
  merchants: lazy(() => import('./merchants/MerchantsPage')),
  exceptions: lazy(() => import('./exceptions/ExceptionsPage')),
  payouts: lazy(() => import('./payouts/PayoutsPage')),
  topups: lazy(() => import('./topups/TopupsPage')),
  bankFiles: lazy(() => import('./bank-files/BankFilesPage')),
  networks: lazy(() => import('./networks/NetworksPage')),
  sweeps: lazy(() => import('./sweeps/SweepsPage')),
  reconciliation: lazy(() => import('./reconciliation/ReconciliationPage')),
  statementAlerts: lazy(() => import('./statement-alerts/StatementAlertsPage')),
  audit: lazy(() => import('./audit/AuditPage')),
};

installOpsSession();

/** Page titles of the back office: `Merchant Console | Ops back office · <page>`. */
function useOpsTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const section =
    /^\/ops\/(login|kyb|merchants|exceptions|payouts|topups|bank-files|networks|sweeps|reconciliation|statement-alerts|audit)/.exec(
      pathname,
    )?.[1];
  const title = section ? `${t('ops.brand')} · ${t(`ops.title.${section}`)}` : t('ops.brand');
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/** Without an operator session every back-office page goes to /ops/login (and comes back after). */
function RequireOperator({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!hasOpsSession())
    return <Navigate to={opsLoginUrl(`${location.pathname}${location.search}`)} replace />;
  return <OpsGuard>{children}</OpsGuard>;
}

/**
 * /ops/*: the operators' back office, loaded only when visited. Its own layout, routes, cache,
 * messages and session (the merchant console's are never touched).
 */
export default function OpsApp() {
  useOpsTitle();
  return (
    <QueryClientProvider client={opsQueryClient}>
      <ModalProvider>
        <Routes>
          <Route
            path="login"
            element={
              <Lazy>
                <page.login />
              </Lazy>
            }
          />
          <Route
            element={
              <RequireOperator>
                <Lazy>
                  <page.layout />
                </Lazy>
              </RequireOperator>
            }
          >
            <Route index element={<Navigate to="/ops/kyb" replace />} />
            <Route
              path="kyb"
              element={
                <Lazy>
                  <page.kyb />
                </Lazy>
              }
            />
            <Route
              path="merchants"
              element={
                <Lazy>
                  <page.merchants />
                </Lazy>
              }
            />
            <Route
              path="exceptions"
              element={
                <Lazy>
                  <page.exceptions />
                </Lazy>
              }
            />
            <Route
              path="payouts"
              element={
                <Lazy>
                  <page.payouts />
                </Lazy>
              }
            />
            <Route
              path="topups"
              element={
                <Lazy>
                  <page.topups />
                </Lazy>
              }
            />
            <Route
              path="bank-files"
              element={
                <Lazy>
                  <page.bankFiles />
                </Lazy>
              }
            />
            <Route
              path="networks"
              element={
                <Lazy>
                  <page.networks />
                </Lazy>
              }
            />
            <Route
              path="sweeps"
              element={
                <Lazy>
                  <page.sweeps />
                </Lazy>
              }
            />
            <Route
              path="reconciliation"
              element={
                <Lazy>
                  <page.reconciliation />
                </Lazy>
              }
            />
            <Route
              path="statement-alerts"
              element={
                <Lazy>
                  <page.statementAlerts />
                </Lazy>
              }
            />
            <Route
              path="audit"
              element={
                <Lazy>
                  <page.audit />
                </Lazy>
              }
            />
            <Route path="*" element={<Navigate to="/ops/kyb" replace />} />
          </Route>
        </Routes>
      </ModalProvider>
    </QueryClientProvider>
  );
}
