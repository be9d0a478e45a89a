import { kybApi as api } from '@mc/contract';
import { Alert, Button, Divider, Skeleton, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../components/PageContainer';
import { isApiError } from '../../lib/http/apiError';
import { call } from '../../lib/http/client';
import { useCan } from '../../lib/permissions';
import { useTranslation } from '../../lib/useTranslation';
import { KybTag } from '../account/overview/MerchantTags';
import { setDraft, useKybState } from './api';
import { KybStatusResult } from './KybStatusResult';
import { KybSummary } from './KybSummary';
import { KybWizard } from './KybWizard';
import './kyb.css';

/**
 * /kyc-kyb: the KYB form while it can be filled in (by a role with kyb.submit; others read that it
 * is not done), else where the verification stands.
 */
export default function KybPage() {
  const { t } = useTranslation();
  const canSubmit = useCan()('kyb.submit');
  const navigate = useNavigate();
  const query = useKybState();
  const [resubmitting, setResubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const state = query.data;
  // The form starts from the draft as the server holds it on this visit (not from a copy cached on an
  // earlier one), and is then the merchant's: the draft its own first save creates, answered into the
  // page's state, does not start it again (that cleared what was typed meanwhile).
  const current = query.isFetchedAfterMount;

  const resubmit = async () => {
    setResubmitting(true);
    setError(undefined);
    try {
      setDraft(await call(api.kybResubmit));
    } catch (e) {
      if (!isApiError(e) || !e.handled) setError(e instanceof Error ? e.message : String(e));
    } finally {
      setResubmitting(false);
    }
  };

  const header = (
    <Space wrap>
      {state && <KybTag status={state.kyb_status} />}
      <Button type="link" onClick={() => navigate('/kyc-kyb/history')} data-testid="kyb-history-nav">
        {t('kyb.status.history')}
      </Button>
    </Space>
  );

  const fillingIn = Boolean(state?.editable && (state.draft || state.kyb_status === 'not_submitted'));
  // After submitting (or starting again) the page changes under the reader: show its top.
  const top = useRef<HTMLDivElement>(null);
  const wasFillingIn = useRef(fillingIn);
  useEffect(() => {
    if (state && wasFillingIn.current !== fillingIn) top.current?.scrollIntoView({ block: 'nearest' });
    wasFillingIn.current = fillingIn;
  }, [fillingIn, state]);
  return (
    <PageContainer title={t('kyb.title')} header={header}>
      <div ref={top} />
      <Typography.Paragraph type="secondary">{t('kyb.intro')}</Typography.Paragraph>
      {!current && query.isFetching && <Skeleton active />}
      {query.error && <Alert type="error" showIcon title={query.error.message} />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {state && current && fillingIn && canSubmit && <KybWizard state={state} />}
      {state && fillingIn && !canSubmit && (
        <Alert type="info" showIcon title={t('kyb.status.readOnly')} data-testid="kyb-read-only" />
      )}
      {state && !fillingIn && (
        <>
          <KybStatusResult
            state={state}
            onResubmit={canSubmit ? () => void resubmit() : undefined}
            resubmitting={resubmitting}
          />
          {state.last && (
            <>
              <Divider>{t('kyb.status.view')}</Divider>
              <KybSummary detail={state.last} />
            </>
          )}
        </>
      )}
    </PageContainer>
  );
}
