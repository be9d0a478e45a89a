import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../lib/http/apiError';
import { notify } from '../../../lib/notify';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { downloadTemplate, type TemplateFormat } from './importApi';

const FORMATS: TemplateFormat[] = ['csv', 'xlsx'];

/** The import template in CSV and XLSX, its headings in the page's language. */
export function TemplateButtons() {
  const { t } = useTranslation();
  const lang = useLang();
  const [busy, setBusy] = useState<TemplateFormat | null>(null);
  const download = async (format: TemplateFormat) => {
    setBusy(format);
    try {
      await downloadTemplate(format, lang);
    } catch (error) {
      if (!(isApiError(error) && error.handled))
        notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space wrap>
      {FORMATS.map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          loading={busy === format}
          onClick={() => void download(format)}
          data-testid={`collection-template-${format}`}
        >
          {t(format === 'csv' ? 'collection.import.templateCsv' : 'collection.import.templateXlsx')}
        </Button>
      ))}
    </Space>
  );
}
