import { UploadOutlined } from '@ant-design/icons';
import {
  kybApi as api,
  KYB_MAX_FILES,
  type KybFile,
  type KybFileKind,
  type KybSubmissionDetail,
  kybAcceptedExtensions,
  kybFileKinds,
  kybRequiredFileKinds,
  t as message,
} from '@mc/contract';
import { Alert, Button, Progress, Tag, Typography, Upload, type UploadProps } from 'antd';
import { formatBytes } from '../../../lib/bytes';
import { call } from '../../../lib/http/client';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { setDraft } from '../api';
import { DocumentList } from '../DocumentList';
import { checkKybFiles, MAX_MB, readHead } from '../fileChecks';
import { errorText, type KybUploads } from '../useKybUploads';

interface Props {
  draft: KybSubmissionDetail | null;
  /** A server answer about a kind (e.g. "upload this document" after submitting), shown with it. */
  problems: Partial<Record<KybFileKind, string>>;
  onProblem: (kind: KybFileKind, text: string | undefined) => void;
  /** The uploads under way (kept by the wizard, which waits for them before the next step). */
  uploads: KybUploads;
}

/** Step 3: the documents, one section per kind; checked here first, then by the server. */
export function DocumentsStep({ draft, problems, onProblem, uploads }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const { inFlight } = uploads;
  const files = draft?.files ?? [];
  const held = {
    files: files.length + uploads.pending().length,
    bytes: (draft?.total_bytes ?? 0) + uploads.pending().reduce((s, f) => s + f.size, 0),
  };

  const remove = async (file: KybFile) => {
    try {
      setDraft(await call(api.kybDeleteFile, undefined, { params: { id: file.id } }));
      onProblem(file.kind, undefined);
    } catch (error) {
      onProblem(file.kind, errorText(error));
    }
  };

  const uploadProps = (kind: KybFileKind): UploadProps => ({
    multiple: true,
    accept: kybAcceptedExtensions.join(','),
    showUploadList: false,
    beforeUpload: async (file, list) => {
      const heads = await Promise.all(list.map((f) => readHead(f)));
      const check = checkKybFiles(
        held,
        list.map((f, i) => ({ name: f.name, size: f.size, head: heads[i]! })),
        lang,
      );
      if (!check.ok) {
        if (file.uid === list[0]?.uid) onProblem(kind, check.message);
        return Upload.LIST_IGNORE;
      }
      onProblem(kind, undefined);
      uploads.begin(kind, file);
      return true;
    },
    customRequest: ({ file }) => uploads.send(kind, file as File & { uid: string }),
  });

  return (
    <div className="mc-kyb-docs">
      <Typography.Paragraph type="secondary" data-testid="kyb-docs-hint">
        {t('kyb.docs.hint', { max: KYB_MAX_FILES, mb: MAX_MB })}
      </Typography.Paragraph>
      <Typography.Paragraph data-testid="kyb-docs-usage">
        {t('kyb.docs.usage', {
          count: files.length,
          max: KYB_MAX_FILES,
          size: formatBytes(draft?.total_bytes ?? 0),
          mb: MAX_MB,
        })}
      </Typography.Paragraph>
      {kybFileKinds.map((kind) => {
        const mine = files.filter((f) => f.kind === kind);
        const required = kybRequiredFileKinds.includes(kind);
        return (
          <section key={kind} className="mc-kyb-doc" data-testid={`kyb-doc-${kind}`}>
            <div className="mc-kyb-doc-head">
              <Typography.Text strong>{message(`kyb_kind_${kind}`, lang)}</Typography.Text>
              <Tag color={required ? 'red' : 'default'}>
                {required ? t('kyb.docs.required') : t('kyb.docs.optional')}
              </Tag>
              <Upload {...uploadProps(kind)}>
                <Button icon={<UploadOutlined />} data-testid={`kyb-upload-${kind}`}>
                  {t('kyb.docs.choose')}
                </Button>
              </Upload>
            </div>
            {problems[kind] && (
              <Alert type="error" showIcon title={problems[kind]} data-testid={`kyb-doc-error-${kind}`} />
            )}
            {mine.length > 0 ? (
              <DocumentList files={mine} onRemove={(f) => void remove(f)} />
            ) : (
              !inFlight.some((x) => x.kind === kind) && (
                <Typography.Text type="secondary" className="mc-kyb-doc-empty">
                  {t('kyb.docs.empty')}
                </Typography.Text>
              )
            )}
            {inFlight
              .filter((x) => x.kind === kind)
              .map((x) => (
                <div key={x.uid} className="mc-kyb-progress" data-testid="kyb-upload-progress">
                  <Typography.Text type="secondary">
                    {t('kyb.docs.uploading', { name: x.name })}
                  </Typography.Text>
                  <Progress percent={x.percent} size="small" />
                </div>
              ))}
          </section>
        );
      })}
    </div>
  );
}
