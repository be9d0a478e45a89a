import { ThunderboltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../lib/http/apiError';
import { useToast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/useTranslation';
import { generateBankFiles } from './api';

/**
 * "Generate pain.001 now": gathers the bank transfers waiting for a file into pain.001 files at once
 * (the schedule does it too), then says how many files were written; the list refreshes.
 */
export function GenerateButton({ onRefused }: { onRefused: (text: string) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const generate = async () => {
    setBusy(true);
    try {
      const files = await generateBankFiles();
      if (files.length === 0) toast.info(t('ops.bankFiles.generatedNone'));
      else toast.success(t('ops.bankFiles.generated', { count: files.length }));
    } catch (error) {
      if (!(isApiError(error) && error.handled))
        onRefused(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="primary"
      icon={<ThunderboltOutlined />}
      loading={busy}
      onClick={() => void generate()}
      data-testid="ops-bank-files-generate"
    >
      {t('ops.bankFiles.generate')}
    </Button>
  );
}
