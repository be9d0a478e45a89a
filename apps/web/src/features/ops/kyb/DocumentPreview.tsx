import type { KybFile } from '@mc/contract';
import { useFileLink } from '../api';
import { FilePreview } from '../components/FilePreview';

/** A KYB document shown where it is reviewed (see `FilePreview`). */
export function DocumentPreview({ submissionId, file }: { submissionId: string; file: KybFile }) {
  const link = useFileLink(submissionId, file.id);
  return (
    <FilePreview
      link={link}
      file={{ name: file.display_name, mime: file.mime, size: file.size }}
      testId={{ figure: 'ops-kyb-document', pdf: 'ops-kyb-pdf', image: 'ops-kyb-image' }}
    />
  );
}
