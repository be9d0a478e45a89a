import { DeleteOutlined } from '@ant-design/icons';
import type { KybFile } from '@mc/contract';
import { Button, Popconfirm, Typography } from 'antd';
import { formatBytes } from '../../lib/bytes';
import { useTranslation } from '../../lib/useTranslation';
import { DocumentThumb } from './DocumentThumb';

interface Props {
  files: KybFile[];
  /** Absent when the documents cannot be changed (submitted). */
  onRemove?: (file: KybFile) => void;
}

/** Stored documents with thumbnail, name and size. */
export function DocumentList({ files, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="mc-kyb-files">
      {files.map((f) => (
        <li key={f.id} className="mc-kyb-file" data-testid="kyb-file" data-kind={f.kind}>
          <DocumentThumb file={f} />
          <div className="mc-kyb-file-text">
            <Typography.Text ellipsis={{ tooltip: f.display_name }} className="mc-kyb-file-name">
              {f.display_name}
            </Typography.Text>
            <Typography.Text type="secondary">{formatBytes(f.size)}</Typography.Text>
          </div>
          {onRemove && (
            <Popconfirm
              title={t('kyb.docs.removeConfirm')}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() => onRemove(f)}
            >
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={t('kyb.docs.remove')}
                data-testid="kyb-file-remove"
              />
            </Popconfirm>
          )}
        </li>
      ))}
    </ul>
  );
}
