import { UploadOutlined } from '@ant-design/icons';
import { BANK_FILE_MAX_MB, bankFileMessages } from '@mc/contract';
import { Button, Tooltip, Upload } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../lib/http/apiError';
import { useToast } from '../../../lib/notify';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { type BankFile, importBankFile } from './api';

/**
 * What a refused upload says: the fields' own messages when there are any (the envelope's then only
 * asks to check what was filled in), else the envelope's message.
 */
export function refusalOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const fields = isApiError(error) ? error.errors.map((e) => e.message).filter((m) => m.trim() !== '') : [];
  return fields.length > 0 ? [...new Set(fields)].join('; ') : error.message;
}

/**
 * "Import file": one XML file the bank sent, uploaded as it is (one part `file`) with its progress.
 * An imported file opens in its drawer; a refusal goes to `onRefused` in the server's words.
 */
export function ImportButton(p: { onImported: (file: BankFile) => void; onRefused: (text: string) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const [percent, setPercent] = useState<number | null>(null);

  const send = async (file: File) => {
    if (file.size > BANK_FILE_MAX_MB * 1024 * 1024)
      return p.onRefused(
        bankFileMessages.bank_file_too_large[lang].replace('{max}', String(BANK_FILE_MAX_MB)),
      );
    setPercent(0);
    try {
      const imported = await importBankFile(file, setPercent);
      if (imported.state === 'refused')
        p.onRefused(t('ops.bankFiles.refusedFile', { error: imported.error ?? '' }));
      else toast.success(t('ops.bankFiles.imported', { name: imported.name }));
      p.onImported(imported);
    } catch (error) {
      // a refusal the client showed already (the session ended, a missing permission) is not repeated
      if (!(isApiError(error) && error.handled)) p.onRefused(refusalOf(error));
    } finally {
      setPercent(null);
    }
  };

  return (
    <Upload
      accept=".xml,application/xml,text/xml"
      maxCount={1}
      showUploadList={false}
      disabled={percent !== null}
      beforeUpload={(file) => {
        void send(file);
        return false;
      }}
    >
      <Tooltip title={t('ops.bankFiles.importHint', { max: BANK_FILE_MAX_MB })}>
        <Button icon={<UploadOutlined />} loading={percent !== null} data-testid="ops-bank-file-import">
          {percent === null ? t('ops.bankFiles.import') : t('ops.bankFiles.uploading', { percent })}
        </Button>
      </Tooltip>
    </Upload>
  );
}
