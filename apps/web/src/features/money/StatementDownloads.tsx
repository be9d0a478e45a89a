import { DownloadOutlined } from '@ant-design/icons';
import { type Lang, statementCsvPath, statementPdfPath } from '@mc/contract';
import { Button, Space } from 'antd';
import { useFileDownload } from '../../components/export/useFileDownload';
import { useTranslation } from '../../lib/useTranslation';
import type { StatementSummary } from './api';
import { type StatementFormat, statementFile } from './statementFile';

/** "PDF" and "CSV" of one statement in `lang`, through the console's file download (session sent). */
export function StatementDownloads({ statement, lang }: { statement: StatementSummary; lang: Lang }) {
  const { t } = useTranslation();
  const { state, start } = useFileDownload<StatementFormat>();
  const paths = { pdf: statementPdfPath, csv: statementCsvPath };
  return (
    <Space size={4} wrap>
      {(['pdf', 'csv'] as const).map((format) => (
        <Button
          key={format}
          size="small"
          icon={<DownloadOutlined />}
          loading={state?.key === format}
          disabled={state !== null && state.key !== format}
          onClick={() => void start(format, statementFile(paths[format], statement, format, lang))}
          data-testid={`statement-${format}`}
        >
          {t(`money.statements.${format}`)}
        </Button>
      ))}
    </Space>
  );
}
