import {
  type CryptoAsset,
  cryptoAssets,
  type FiatQuote,
  type FieldError,
  type FxDirection,
  fiatQuoteBody,
  t as message,
  payoutsApi,
  toMinor,
} from '@mc/contract';
import { Alert, Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { schemaRule } from '../../../lib/form/zodRule';
import { isApiError } from '../../../lib/http/apiError';
import { call } from '../../../lib/http/client';
import { notify } from '../../../lib/notify';
import { queryClient } from '../../../lib/queryClient';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { useCountdown } from '../../auth/useCountdown';
import { useMerchantInfo } from '../../auth/useMerchantInfo';
import { FiatCurrencySelect } from '../../fiat/index';
import { displayAmount } from '../../receive/amounts';
import { fiatBalancesKey, payoutKeys, useFiatBalances, useWalletBalances, walletBalancesKey } from '../api';
import '../payouts.css';
import { FormAlert } from '../../../components/form/FormAlert';
import { choosePlaceholder } from '../../../lib/form/placeholder';
import { useRevalidateOnLanguage } from '../../../lib/form/useRevalidateOnLanguage';
import { SecurityDialog } from '../security/SecurityDialog';
import { QuoteCard, QuoteFigures } from './QuoteCard';
import { quoteLifetimeSeconds } from './quoteClock';

interface WithdrawFormValues {
  asset: CryptoAsset;
  currency: string;
  amount?: string;
}

const QUOTE_FIELDS = ['quote_id'];
const FORM_FIELDS = ['asset', 'currency', 'amount'] as const;

/** What differs between the two ways: the texts, where the page returns, the route that confirms. */
const WAYS = {
  to_fiat: {
    texts: 'payout.withdraw',
    back: '/withdraw/account',
    decimals: 6,
    confirm: payoutsApi.createFiatWithdrawal,
  },
  to_crypto: {
    texts: 'fiatPayouts.convert',
    back: '/fiat/account',
    decimals: 2,
    confirm: payoutsApi.createFiatConversion,
  },
} as const;

/**
 * A conversion at a 30 s quote, confirmed with the security steps: crypto to the fiat account
 * (/withdraw/create) or fiat to crypto (/fiat/withdrawToCrypto); `asset` is the crypto side; `below`
 * goes under the form (the conversions so far).
 */
export function ConversionPanel({ direction, below }: { direction: FxDirection; below?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const info = useMerchantInfo();
  const way = WAYS[direction];
  const text = (key: string) => t(`${way.texts}.${key}`);
  const wallet = useWalletBalances();
  const fiat = useFiatBalances();
  const balances = direction === 'to_fiat' ? wallet : fiat;
  const [form] = Form.useForm<WithdrawFormValues>();
  useRevalidateOnLanguage(form);
  const [quote, setQuote] = useState<FiatQuote | null>(null);
  const [problem, setProblem] = useState<string>();
  const [quoting, setQuoting] = useState(false);
  const [alert, setAlert] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const countdown = useCountdown();

  const asset = Form.useWatch('asset', form);
  const currency = Form.useWatch('currency', form) ?? 'USD';
  const debited = direction === 'to_fiat' ? asset : currency;
  const available = balances.data?.assets.find((a) => a.asset === debited)?.available;
  const rule = (field: string) => schemaRule(fiatQuoteBody, field, lang, () => form.getFieldsValue(true));
  const balanceRule = {
    validator: async (_: unknown, value: unknown) => {
      if (typeof value !== 'string' || available === undefined) return;
      const amount = toMinor(value.trim(), way.decimals);
      const limit = toMinor(available, way.decimals);
      if (amount !== null && limit !== null && amount > limit)
        throw new Error(message('insufficient_balance', lang));
    },
  };

  const onFieldErrors = (errors: FieldError[]) => {
    const known = errors.filter((e) => (FORM_FIELDS as readonly string[]).includes(e.field));
    form.setFields(
      known.map((e) => ({ name: e.field as (typeof FORM_FIELDS)[number], errors: [e.message] })),
    );
    const rest = errors.filter((e) => !known.includes(e));
    if (rest.length > 0) setAlert(rest.map((e) => e.message).join(' '));
  };

  const getQuote = async () => {
    setAlert(undefined);
    let values: WithdrawFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setQuoting(true);
    try {
      const fresh = await call(payoutsApi.createFiatQuote, {
        asset: values.asset,
        amount: (values.amount ?? '').trim(),
        currency: values.currency,
        direction,
      });
      setQuote(fresh);
      setProblem(undefined);
      countdown.start(quoteLifetimeSeconds(fresh));
    } catch (error) {
      setQuote(null);
      if (isApiError(error) && error.errors.length > 0) onFieldErrors(error.errors);
      else if (isApiError(error) && !error.handled) setAlert(error.message);
    } finally {
      setQuoting(false);
    }
  };

  // a quote the server will not honour: the dialog closes and the page offers a new quote
  const onPageErrors = (errors: FieldError[]) => {
    setConfirming(false);
    const onQuote = errors.find((e) => e.field === 'quote_id');
    if (onQuote) setProblem(onQuote.message);
    else {
      setQuote(null);
      onFieldErrors(errors);
    }
  };

  const done = () => {
    setConfirming(false);
    void queryClient.invalidateQueries({ queryKey: walletBalancesKey });
    void queryClient.invalidateQueries({ queryKey: fiatBalancesKey });
    void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
    notify.success(text('created'));
    setQuote(null);
    form.resetFields();
    navigate(way.back);
  };

  const expired = countdown.left <= 0;
  return (
    <PageContainer title={text('formTitle')} header={text('intro')}>
      {info && info.kyb_status !== 'verified' && (
        <Alert
          type="warning"
          showIcon
          title={t('payout.form.kybNotice')}
          action={<Link to="/kyc-kyb">{t('route.kyb.root')}</Link>}
          style={{ marginBottom: 16, maxWidth: 1040 }}
        />
      )}
      <Row gutter={[32, 16]} style={{ maxWidth: 1040 }}>
        <Col xs={24} lg={12}>
          <Form<WithdrawFormValues>
            form={form}
            layout="vertical"
            initialValues={{ asset: 'USDT', currency: 'USD' }}
            onValuesChange={() => {
              setQuote(null);
              setAlert(undefined);
            }}
            onFinish={() => void getQuote()}
            data-testid="withdraw-form"
          >
            <Form.Item name="asset" label={text('asset')} rules={[rule('asset')]}>
              <Select
                placeholder={choosePlaceholder(t, text('asset'))}
                data-testid="withdraw-asset"
                options={cryptoAssets.map((a) => ({ value: a, label: a }))}
              />
            </Form.Item>
            <Form.Item name="currency" label={t('payout.withdraw.currency')} rules={[rule('currency')]}>
              <FiatCurrencySelect
                placeholder={choosePlaceholder(t, t('payout.withdraw.currency'))}
                data-testid="withdraw-currency"
              />
            </Form.Item>
            <Form.Item
              name="amount"
              label={text('amount')}
              rules={[rule('amount'), balanceRule]}
              extra={
                available !== undefined && (
                  <Space size={8}>
                    <span data-testid="withdraw-available">
                      {t('payout.withdraw.balance')}: {displayAmount(available)} {debited}
                    </span>
                    <Button
                      type="link"
                      size="small"
                      style={{ padding: 0 }}
                      onClick={() => {
                        form.setFieldsValue({ amount: available });
                        setQuote(null);
                        void form.validateFields(['amount']).catch(() => undefined);
                      }}
                    >
                      {t('payout.withdraw.all')}
                    </Button>
                  </Space>
                )
              }
            >
              <Input
                data-testid="withdraw-amount"
                inputMode="decimal"
                placeholder="0.00"
                suffix={debited}
                autoComplete="off"
              />
            </Form.Item>
            <FormAlert text={alert} testId="withdraw-error" />
            <Space className="mc-payout-actions">
              {!quote && (
                <Button type="primary" htmlType="submit" loading={quoting} data-testid="withdraw-quote">
                  {t('payout.withdraw.getQuote')}
                </Button>
              )}
              <Button onClick={() => navigate(way.back)}>{t('common.cancel')}</Button>
            </Space>
          </Form>
        </Col>
        <Col xs={24} lg={12}>
          {quote && (
            <QuoteCard
              quote={quote}
              secondsLeft={countdown.left}
              problem={problem}
              refreshing={quoting}
              onRefresh={() => void getQuote()}
              onConfirm={() => setConfirming(true)}
              confirmLabel={text('confirm')}
            />
          )}
        </Col>
      </Row>
      <SecurityDialog
        open={confirming && quote !== null}
        title={text('confirmTitle')}
        confirmLabel={text('confirm')}
        request={{ quote_id: quote?.id ?? '' }}
        totpRequired={quote?.totp_required ?? true}
        disabled={expired || Boolean(problem)}
        onClose={() => setConfirming(false)}
        pageFields={[...QUOTE_FIELDS, ...FORM_FIELDS]}
        onPageErrors={onPageErrors}
        send={async (body, key) => {
          await call(way.confirm, body, { headers: { 'Idempotency-Key': key } });
          done();
        }}
      >
        {quote && (
          <Space orientation="vertical" size={12} style={{ width: '100%', marginBottom: 16 }}>
            <QuoteFigures quote={quote} />
            {expired ? (
              <Alert type="warning" showIcon title={t('payout.withdraw.expired')} />
            ) : (
              <span className="mc-payout-countdown" data-testid="confirm-countdown">
                {t('payout.withdraw.expiresIn', { seconds: countdown.left })}
              </span>
            )}
          </Space>
        )}
      </SecurityDialog>
      {below}
    </PageContainer>
  );
}
