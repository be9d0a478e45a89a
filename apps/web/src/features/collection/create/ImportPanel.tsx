import { Alert, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { FileStep } from './FileStep';
import { ImportPreview } from './ImportPreview';
import { ImportResult } from './ImportResult';
import { TemplateButtons } from './TemplateButtons';
import { useImport } from './useImport';

function Step({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="mc-collection-step">
      <Typography.Title level={5}>{title}</Typography.Title>
      {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
      {children}
    </section>
  );
}

/**
 * Many accounts from a file: the template, the upload with its progress, the preview with every
 * row's problems, the merchant's choice, the commit with its bar, the result.
 */
export function ImportPanel() {
  const { t } = useTranslation();
  const { stage, problem, upload, commit, restart } = useImport();
  if (stage.step === 'done') return <ImportResult result={stage.result} onAnother={restart} />;
  const preview = stage.step === 'preview' || stage.step === 'committing' ? stage.preview : null;
  return (
    <div data-testid="collection-import" data-step={stage.step}>
      {problem && (
        <Alert
          type="error"
          showIcon
          title={problem}
          style={{ marginBottom: 16 }}
          data-testid="collection-import-problem"
        />
      )}
      {!preview && (
        <>
          <Step title={t('collection.import.templateTitle')} hint={t('collection.import.templateHint')}>
            <TemplateButtons />
          </Step>
          <Step title={t('collection.import.fileTitle')} hint={t('collection.import.fileHint')}>
            <FileStep
              uploading={stage.step === 'uploading' ? stage.percent : null}
              onUpload={(f) => void upload(f)}
            />
          </Step>
        </>
      )}
      {preview && (
        <Step title={t('collection.import.previewTitle')}>
          <ImportPreview
            preview={preview}
            committing={stage.step === 'committing' ? stage.mode : null}
            onCommit={(mode) => void commit(preview, mode)}
            onRestart={restart}
          />
          {stage.step === 'committing' && (
            <div data-testid="collection-import-committing" style={{ marginTop: 16 }}>
              {/* one transaction: its length is unknown, so the bar moves without a figure */}
              <Progress percent={100} status="active" showInfo={false} />
              <Typography.Text type="secondary">
                {t('collection.import.committing', {
                  count: stage.mode === 'valid_only' ? preview.rows_valid : preview.rows_total,
                })}
              </Typography.Text>
            </div>
          )}
        </Step>
      )}
    </div>
  );
}
