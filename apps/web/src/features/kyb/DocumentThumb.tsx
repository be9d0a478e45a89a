import { FileImageOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { KybFile } from '@mc/contract';
import { Image } from 'antd';
import { useEffect, useMemo } from 'react';
import { useKybDocument } from './api';

/** A document's thumbnail: images show themselves (click to preview), PDFs an icon that opens them. */
export function DocumentThumb({ file }: { file: KybFile }) {
  const blob = useKybDocument(file.id).data;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (file.mime === 'application/pdf') {
    return (
      <a
        className="mc-kyb-thumb mc-kyb-thumb-pdf"
        href={url}
        target="_blank"
        rel="noreferrer"
        aria-label={file.display_name}
        data-testid="kyb-thumb"
      >
        <FilePdfOutlined />
      </a>
    );
  }
  if (!url) {
    return (
      <span className="mc-kyb-thumb" data-testid="kyb-thumb">
        <FileImageOutlined />
      </span>
    );
  }
  return (
    <Image
      className="mc-kyb-thumb-img"
      src={url}
      alt={file.display_name}
      width={56}
      height={56}
      data-testid="kyb-thumb"
    />
  );
}
