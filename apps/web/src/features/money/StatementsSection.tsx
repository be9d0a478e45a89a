import type { Lang } from '@mc/contract';
import { Card, Select, Space, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { CursorTable } from '../../components/list/CursorTable';
import { useLang } from '../../lib/useLang';
import { useTranslation } from '../../lib/useTranslation';
import { formatTime } from '../receive/index';
import { type StatementSummary, useStatements } from './api';
import { StatementAssets } from './StatementAssets';
import { StatementDownloads } from './StatementDownloads';
import { StatementEmailSwitch } from './StatementEmailSwitch';

function columns(t: TFunction, lang: Lang): TableColumnsType<StatementSummary> {
  return [
    {
      title: t('money.statements.month'),
      key: 'month',
      render: (_, r) => (
        <Typography.Text strong data-testid="statement-month">
          {r.month}
        </Typography.Text>
      ),
    },
    {
      title: t('money.statements.assets'),
      key: 'assets',
      render: (_, r) => <StatementAssets assets={r.assets} />,
    },
    {
      title: t('money.statements.generatedAt'),
      key: 'generated',
      render: (_, r) => <span data-testid="statement-generated">{formatTime(r.generated_at)}</span>,
    },
    {
      title: t('money.statements.download'),
      key: 'download',
      render: (_, r) => <StatementDownloads statement={r} lang={lang} />,
    },
  ];
}

/**
 * The monthly statements of closed months (newest first) with their downloads in the chosen
 * language (the console's by default), and the user's e-mail subscription in the header.
 */
export function StatementsSection() {
  const { t } = useTranslation();
  const consoleLang = useLang();
  const [lang, setLang] = useState<Lang | null>(null);
  const fileLang = lang ?? consoleLang;
  const list = useStatements();
  return (
    <Card
      title={t('money.statements.title')}
      data-testid="money-statements"
      extra={<StatementEmailSwitch />}
      className="mc-money-statements"
    >
      <div className="mc-money-statements-bar">
        <Typography.Text type="secondary">{t('money.statements.hint')}</Typography.Text>
        <Space size={8}>
          <Typography.Text>{t('money.statements.fileLang')}</Typography.Text>
          <Select<Lang>
            value={fileLang}
            onChange={setLang}
            options={(['cn', 'en'] as const).map((l) => ({
              value: l,
              label: t(`money.statements.lang.${l}`),
            }))}
            style={{ width: 110 }}
            data-testid="statement-lang"
          />
        </Space>
      </div>
      <CursorTable<StatementSummary>
        list={list}
        columns={columns(t, fileLang)}
        testId="statement-table"
        rowTestId="statement-row"
        scrollX="max-content"
        size="small"
        emptyText={t('money.statements.empty')}
        footer="more"
        footerTestId="statement-list"
      />
    </Card>
  );
}
