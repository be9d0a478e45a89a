import { Descriptions, Input } from 'antd';
import { useState } from 'react';
import { AmountDisplay } from '../../../components/AmountDisplay';
import { PageContainer } from '../../../components/PageContainer';
import { useNarrowScreen } from '../../../lib/narrowScreen';
import { useTranslation } from '../../../lib/useTranslation';

const SAMPLES: [string, string, number][] = [
  ['12.500000', 'USDC', 6],
  ['1234567.890000', 'USDT', 6],
  ['-0.000001', 'USDC', 6],
  ['9007199254740993.01', 'USD', 2],
];

/** Amounts from decimal strings: grouped, padded, never rounded through a float. */
export default function AmountPage() {
  const { t } = useTranslation();
  const [value, setValue] = useState('0.1');
  // on a phone the sample's string stands above its display: side by side they are wider than the card
  const narrow = useNarrowScreen();
  return (
    <PageContainer title={t('route.demo.amount')} header={t('demo.amount.hint')}>
      <Descriptions bordered column={1} layout={narrow ? 'vertical' : 'horizontal'} style={{ maxWidth: 640 }}>
        {SAMPLES.map(([amount, currency, decimals]) => (
          <Descriptions.Item key={amount} label={<code>{`"${amount}"`}</code>}>
            <AmountDisplay value={amount} currency={currency} decimals={decimals} signed />
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Input
        style={{ maxWidth: 320, marginTop: 20 }}
        addonBefore={t('demo.amount.input')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        data-testid="amount-input"
      />
      <div style={{ marginTop: 8 }} data-testid="amount-output">
        <AmountDisplay value={value} currency="USDC" decimals={6} />
      </div>
    </PageContainer>
  );
}
