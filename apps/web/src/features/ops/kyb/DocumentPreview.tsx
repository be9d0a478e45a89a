import { ExportOutlined } from '@ant-design/icons';
import type { KybFile } from '@mc/contract';
import { Alert, Image, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/bytes';
import { useFileLink } from '../api';

/**
 * A document shown where it is reviewed: images inline (click to enlarge), PDFs in a frame, both
 * through a short-lived same-origin link (the server sends them inline, typed by their content).
 */
export function DocumentPreview({ submissionId, file }: { submissionId: string; file: KybFile }) {
  const { t } = useTranslation();
  const link = useFileLink(submissionId, file.id);
  const url = link.data?.url;
  return (
    <figure className="mc-ops-doc" data-testid="ops-kyb-document" data-mime={file.mime}>
      <figcaption className="mc-ops-doc-caption">
        <Typography.Text ellipsis={{ tooltip: file.display_name }}>{file.display_name}</Typography.Text>
        <Typography.Text type="secondary">{formatBytes(file.size)}</Typography.Text>
        {url && (
          <a href={url} target="_blank" rel="noreferrer">
            <ExportOutlined /> {t('ops.kyb.openFile')}
          </a>
        )}
      </figcaption>
      {link.isError && <Alert type="error" showIcon title={t('ops.kyb.fileFailed')} />}
      {!url && !link.isError && <Skeleton.Image active />}
      {url &&
        (file.mime === 'application/pdf' ? (
          <iframe className="mc-ops-doc-pdf" src={url} title={file.display_name} data-testid="ops-kyb-pdf" />
        ) : (
          <Image className="mc-ops-doc-img" src={url} alt={file.display_name} data-testid="ops-kyb-image" />
        ))}
    </figure>
  );
}
