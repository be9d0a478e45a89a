import { ExportOutlined } from '@ant-design/icons';
import { Alert, Image, Skeleton, Typography } from 'antd';
import { formatBytes } from '../../../lib/bytes';
import { useTranslation } from '../../../lib/useTranslation';

export interface PreviewedFile {
  name: string;
  mime: string;
  size: number;
}

/**
 * A file shown where it is reviewed, through a short-lived same-origin link (the server sends it
 * inline, typed by its content): images inline (click to enlarge), PDFs in a frame, anything else
 * (an archive) as a link only.
 */
export function FilePreview({
  link,
  file,
  testId,
}: {
  link: { data?: { url: string }; isError: boolean };
  file: PreviewedFile;
  /** Test ids of the figure, its PDF frame and its image. */
  testId: { figure: string; pdf: string; image: string };
}) {
  const { t } = useTranslation();
  const url = link.data?.url;
  const image = file.mime.startsWith('image/');
  return (
    <figure className="mc-ops-doc" data-testid={testId.figure} data-mime={file.mime}>
      <figcaption className="mc-ops-doc-caption">
        <Typography.Text ellipsis={{ tooltip: file.name }}>{file.name}</Typography.Text>
        <Typography.Text type="secondary">{formatBytes(file.size)}</Typography.Text>
        {url && (
          <a href={url} target="_blank" rel="noreferrer">
            <ExportOutlined /> {t('ops.kyb.openFile')}
          </a>
        )}
      </figcaption>
      {link.isError && <Alert type="error" showIcon title={t('ops.kyb.fileFailed')} />}
      {!url && !link.isError && <Skeleton.Image active />}
      {url && file.mime === 'application/pdf' && (
        <iframe className="mc-ops-doc-pdf" src={url} title={file.name} data-testid={testId.pdf} />
      )}
      {url && image && (
        <Image className="mc-ops-doc-img" src={url} alt={file.name} data-testid={testId.image} />
      )}
    </figure>
  );
}
