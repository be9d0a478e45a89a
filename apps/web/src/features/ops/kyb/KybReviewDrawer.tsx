import { type KybFormField, kybFileKinds, t as message } from '@mc/contract';
import {
  Alert,
  Button,
  type ButtonProps,
  Descriptions,
  Drawer,
  Result,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { descriptionColumns } from '../../../components/descriptionItem';
import { useToast } from '../../../lib/notify';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { useModal } from '../../../shell/ModalProvider';
import { choiceLabel, STEPS } from '../../kyb/kybFormModel';
import { formatTime } from '../../receive/time';
import { decideKyb, type KybDetail, useKybDetail } from '../api';
import { ReasonModal } from '../components/ReasonModal';
import { DocumentPreview } from './DocumentPreview';
import { KYB_COLOR } from './kybStatus';

const CHOICES = ['entity_type', 'industry', 'source_of_funds', 'legal_rep_id_type'] as const;
type ChoiceField = (typeof CHOICES)[number];
const isChoice = (f: KybFormField): f is ChoiceField => (CHOICES as readonly string[]).includes(f);

/** A submission under review: every field, every document shown inline, and the decision. */
export function KybReviewDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useKybDetail(id);
  const d = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={960}
      title={d ? t('ops.kyb.drawerTitle', { company: d.company_name }) : ' '}
      destroyOnHidden
      data-testid="ops-kyb-drawer"
      extra={d?.status === 'pending' && <Decision detail={d} />}
    >
      {detail.isError && <Result status="error" title={detail.error.message} />}
      {!d && !detail.isError && <Skeleton active />}
      {d && <Submission detail={d} />}
    </Drawer>
  );
}

function Submission({ detail: d }: { detail: KybDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const value = (field: KybFormField): ReactNode => {
    const text = isChoice(field) ? choiceLabel(field, d.form[field], lang) : d.form[field];
    return text ? (
      <span className="mc-ops-pre">{text}</span>
    ) : (
      <Typography.Text type="secondary">—</Typography.Text>
    );
  };
  return (
    <div className="mc-ops-kyb">
      <Descriptions
        size="small"
        column={descriptionColumns(3)}
        items={[
          {
            key: 'status',
            label: t('ops.kyb.status'),
            children: <Tag color={KYB_COLOR[d.status]}>{t(`ops.kyb.statusLabel.${d.status}`)}</Tag>,
          },
          { key: 'merchant', label: t('ops.kyb.merchant'), children: d.merchant_name },
          { key: 'submitted', label: t('ops.kyb.submitted'), children: formatTime(d.submitted_at) },
        ]}
      />
      {d.status === 'failed' && d.reject_reason && (
        <Alert type="error" showIcon title={t('ops.kyb.rejectReason')} description={d.reject_reason} />
      )}
      {STEPS.slice(0, 2).map((step) => (
        <Descriptions
          key={step.key}
          title={t(`kyb.steps.${step.key}`)}
          bordered
          size="small"
          column={descriptionColumns()}
          items={step.fields.map((f) => ({ key: f, label: t(`kyb.field.${f}`), children: value(f) }))}
        />
      ))}
      <Typography.Title level={5}>{t('ops.kyb.documents')}</Typography.Title>
      {kybFileKinds.map((kind) => {
        const files = d.files.filter((f) => f.kind === kind);
        if (!files.length) return null;
        return (
          <section key={kind} className="mc-ops-docs">
            <Typography.Text strong>{message(`kyb_kind_${kind}`, lang)}</Typography.Text>
            {files.map((f) => (
              <DocumentPreview key={f.id} submissionId={d.id} file={f} />
            ))}
          </section>
        );
      })}
    </div>
  );
}

function Decision({ detail: d }: { detail: KybDetail }) {
  const { t } = useTranslation();
  const toast = useToast();
  const modal = useModal();
  const [rejecting, setRejecting] = useState(false);
  return (
    <Space>
      <Button
        type="primary"
        data-testid="ops-kyb-approve"
        onClick={() =>
          modal.confirm({
            title: t('ops.kyb.approveTitle'),
            content: t('ops.kyb.approveHint', { company: d.company_name }),
            okText: t('ops.kyb.approve'),
            cancelText: t('ops.common.cancel'),
            okButtonProps: { 'data-testid': 'ops-kyb-approve-ok' } as ButtonProps,
            onOk: async () => {
              try {
                await decideKyb(d.id, { approve: true });
                toast.success(t('ops.kyb.approved'));
              } catch (error) {
                toast.error(error instanceof Error ? error.message : String(error));
              }
            },
          })
        }
      >
        {t('ops.kyb.approve')}
      </Button>
      <Button danger onClick={() => setRejecting(true)} data-testid="ops-kyb-reject">
        {t('ops.kyb.reject')}
      </Button>
      {rejecting && (
        <ReasonModal
          open
          danger
          title={t('ops.kyb.rejectTitle')}
          hint={t('ops.kyb.rejectHint')}
          okText={t('ops.kyb.reject')}
          onSubmit={async ({ reason }) => {
            await decideKyb(d.id, { approve: false, reason });
            toast.success(t('ops.kyb.rejected'));
          }}
          onClose={() => setRejecting(false)}
        />
      )}
    </Space>
  );
}
