import { type KybFormField, type KybSubmissionDetail, kybFileKinds, t as message } from '@mc/contract';
import { Button, Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { descriptionColumns } from '../../components/descriptionItem';
import { useLang } from '../../lib/useLang';
import { useTranslation } from '../../lib/useTranslation';
import { DocumentList } from './DocumentList';
import { choiceLabel, STEPS } from './kybFormModel';

interface Props {
  detail: KybSubmissionDetail;
  /** Offers an "edit" link per section (the review step). */
  onEdit?: (step: number) => void;
}

const CHOICES = ['entity_type', 'industry', 'source_of_funds', 'legal_rep_id_type'] as const;
type ChoiceField = (typeof CHOICES)[number];
const isChoice = (f: KybFormField): f is ChoiceField => (CHOICES as readonly string[]).includes(f);

/** Everything of a submission, read-only: the company, the representative, the documents. */
export function KybSummary({ detail, onEdit }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const value = (field: KybFormField): ReactNode => {
    const raw = detail.form[field];
    const text = isChoice(field) ? choiceLabel(field, detail.form[field], lang) : (raw ?? '');
    return text ? (
      <span className="mc-kyb-value">{text}</span>
    ) : (
      <Typography.Text type="secondary">{t('kyb.review.notFilled')}</Typography.Text>
    );
  };
  const edit = (step: number) =>
    onEdit ? (
      <Button type="link" size="small" onClick={() => onEdit(step)} data-testid={`kyb-edit-${step}`}>
        {t('kyb.review.edit')}
      </Button>
    ) : undefined;

  return (
    <div className="mc-kyb-summary" data-testid="kyb-summary">
      {STEPS.slice(0, 2).map((step, i) => (
        <Descriptions
          key={step.key}
          title={t(`kyb.steps.${step.key}`)}
          extra={edit(i)}
          bordered
          size="small"
          column={descriptionColumns()}
          items={step.fields.map((f) => ({ key: f, label: t(`kyb.field.${f}`), children: value(f) }))}
        />
      ))}
      <Descriptions
        title={t('kyb.steps.documents')}
        extra={edit(2)}
        bordered
        size="small"
        column={1}
        items={kybFileKinds.map((kind) => {
          const files = detail.files.filter((f) => f.kind === kind);
          return {
            key: kind,
            label: message(`kyb_kind_${kind}`, lang),
            children: files.length ? (
              <DocumentList files={files} />
            ) : (
              <Typography.Text type="secondary">{t('kyb.docs.empty')}</Typography.Text>
            ),
          };
        })}
      />
    </div>
  );
}
