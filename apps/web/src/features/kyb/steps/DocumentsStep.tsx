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
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/bytes';
import { isApiError } from '../../../lib/http/apiError';
import { call } from '../../../lib/http/client';
import { useLang } from '../../../lib/useLang';
import { setDraft } from '../api';
import { DocumentList } from '../DocumentList';
import { checkKybFiles, MAX_MB, readHead } from '../fileChecks';
import { uploadKybFiles } from '../upload';

interface InFlight {
  uid: string;
  kind: KybFileKind;
  name: string;
  size: number;
  percent: number;
}

interface Props {
  draft: KybSubmissionDetail | null;
  /** A server answer about a kind (e.g. "upload this document" after submitting), shown with it. */
  problems: Partial<Record<KybFileKind, string>>;
  onProblem: (kind: KybFileKind, text: string | undefined) => void;
}

const errorText = (error: unknown) =>
  isApiError(error) ? (error.errors[0]?.message ?? error.message) : String(error);

/** Step 3: the documents, one section per kind; checked here first, then by the server. */
export function DocumentsStep({ draft, problems, onProblem }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [inFlight, setInFlight] = useState<InFlight[]>([]);
  const flying = useRef<InFlight[]>([]);
  const files = draft?.files ?? [];
  const held = {
    files: files.length + flying.current.length,
    bytes: (draft?.total_bytes ?? 0) + flying.current.reduce((s, f) => s + f.size, 0),
  };

  const track = (next: InFlight[]) => {
    flying.current = next;
    setInFlight(next);
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
      track([...flying.current, { uid: file.uid, kind, name: file.name, size: file.size, percent: 0 }]);
      return true;
    },
    customRequest: ({ file }) => {
      const f = file as File & { uid: string };
      const progress = (percent: number) =>
        track(flying.current.map((x) => (x.uid === f.uid ? { ...x, percent } : x)));
      uploadKybFiles([{ kind, file: f, name: f.name }], progress)
        .then((updated) => setDraft(updated))
        .catch((error: unknown) => onProblem(kind, errorText(error)))
        .finally(() => track(flying.current.filter((x) => x.uid !== f.uid)));
    },
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
