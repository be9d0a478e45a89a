import {
  kybApi as api,
  type KybFileKind,
  type KybFormField,
  type KybState,
  kybFileKinds,
  kybFormFields,
  kybRequiredFileKinds,
  t as message,
  missingKybFields,
} from '@mc/contract';
import { Alert, Button, Form, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { FormAlert } from '../../components/form/FormAlert';
import { applyServerErrors } from '../../lib/form/serverErrors';
import { useRevalidateOnLanguage } from '../../lib/form/useRevalidateOnLanguage';
import { isApiError } from '../../lib/http/apiError';
import { call } from '../../lib/http/client';
import { notify } from '../../lib/notify';
import { useLang } from '../../lib/useLang';
import { useTranslation } from '../../lib/useTranslation';
import { formatTime } from '../receive/time';
import { currentDraft, refreshAfterSubmit, setDraft } from './api';
import { KybSummary } from './KybSummary';
import { type KybFormValues, STEPS, stepOfField, toBody } from './kybFormModel';
import { DocumentsStep } from './steps/DocumentsStep';
import { KybFieldBlock } from './steps/KybFieldBlock';
import { COMPANY_FIELDS, REPRESENTATIVE_FIELDS } from './steps/kybFieldBlocks';
import { useKybUploads } from './useKybUploads';

const isKind = (field: string): field is KybFileKind => (kybFileKinds as readonly string[]).includes(field);

/** Where to pick up a draft: the first step with something missing, else the review. */
function resumeStep(state: KybState): number {
  const draft = state.draft;
  if (!draft) return 0;
  const missing = missingKybFields(draft.form);
  if (missing[0]) return stepOfField(missing[0]);
  const kinds = new Set(draft.files.map((f) => f.kind));
  return kybRequiredFileKinds.every((k) => kinds.has(k)) ? 3 : 2;
}

/** The four steps; every step is saved as the server-side draft before the next one opens. */
export function KybWizard({ state }: { state: KybState }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<KybFormValues>();
  useRevalidateOnLanguage(form);
  const [step, setStep] = useState(() => resumeStep(state));
  const [busy, setBusy] = useState(false);
  const [waitingUploads, setWaitingUploads] = useState(false);
  const [alert, setAlert] = useState<string>();
  const [problems, setProblems] = useState<Partial<Record<KybFileKind, string>>>({});
  const draft = state.draft;

  const onProblem = (kind: KybFileKind, text: string | undefined) => {
    setProblems((p) => ({ ...p, [kind]: text }));
    if (!text) setAlert(undefined);
  };
  const uploads = useKybUploads(onProblem);

  /** Waits for the documents under way; a step's checks then see the draft they made. */
  const waitForUploads = async () => {
    if (uploads.pending().length === 0) return;
    setWaitingUploads(true);
    try {
      await uploads.settled();
    } finally {
      setWaitingUploads(false);
    }
  };

  const fail = (error: unknown) => {
    if (!isApiError(error)) return setAlert(error instanceof Error ? error.message : String(error));
    if (error.handled) return;
    const rest = applyServerErrors<KybFormField>(
      form,
      error.errors.filter((e) => !isKind(e.field)),
      kybFormFields,
    );
    for (const e of error.errors) if (isKind(e.field)) onProblem(e.field, e.message);
    const first = error.errors[0];
    if (first) setStep(stepOfField(first.field));
    setAlert(error.errors.length === 0 ? error.message : rest.join(' ') || undefined);
  };

  /** Checks fields in the browser; on a problem opens the step that has it. */
  const validate = async (fields?: string[]) => {
    try {
      await (fields ? form.validateFields(fields as (keyof KybFormValues)[]) : form.validateFields());
    } catch (error) {
      const name = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name[0];
      if (name !== undefined) setStep(stepOfField(String(name)));
      throw new Error(message('validation_failed', lang));
    }
  };

  const save = async () => {
    setDraft(await call(api.kybSaveDraft, toBody(form.getFieldsValue(true))));
  };

  const run = async (work: () => Promise<void>) => {
    setAlert(undefined);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const next = () =>
    run(async () => {
      await validate([...STEPS[step]!.fields]);
      if (STEPS[step]!.key === 'documents') {
        await waitForUploads();
        const kinds = new Set((currentDraft()?.files ?? []).map((f) => f.kind));
        const missing = kybRequiredFileKinds.filter((k) => !kinds.has(k));
        // A kind whose upload just failed keeps that failure's message.
        setProblems((p) => {
          const next = { ...p };
          for (const k of missing) next[k] ??= message('kyb_file_required', lang);
          return next;
        });
        if (missing.length) throw new Error(message('validation_failed', lang));
      }
      await save();
      setStep(step + 1);
    });

  const saveDraft = () =>
    run(async () => {
      await save();
      notify.success(t('kyb.draftSaved'));
    });

  const submit = () =>
    run(async () => {
      await validate();
      await call(api.kybSubmit, toBody(form.getFieldsValue(true)));
      notify.success(t('kyb.submitted'));
      await refreshAfterSubmit();
    });

  const reason = state.kyb_status === 'failed' ? state.last?.reject_reason : null;
  const current = STEPS[step]!.key;
  return (
    <div className="mc-kyb-wizard">
      {reason && (
        <Alert
          type="error"
          showIcon
          title={t('kyb.status.failedTitle')}
          description={t('kyb.status.failedReason', { reason })}
          data-testid="kyb-failed-alert"
          style={{ marginBottom: 16 }}
        />
      )}
      <Steps
        current={step}
        size="small"
        className="mc-kyb-steps"
        data-testid="kyb-steps"
        items={STEPS.map((s) => ({ title: t(`kyb.steps.${s.key}`) }))}
      />
      <Form<KybFormValues>
        form={form}
        layout="vertical"
        initialValues={draft?.form ?? {}}
        disabled={busy}
        onValuesChange={() => setAlert(undefined)}
        data-testid="kyb-form"
        data-step={current}
      >
        <div hidden={current !== 'company'}>
          <KybFieldBlock form={form} fields={COMPANY_FIELDS} />
        </div>
        <div hidden={current !== 'representative'}>
          <KybFieldBlock form={form} fields={REPRESENTATIVE_FIELDS} />
        </div>
      </Form>
      {current === 'documents' && (
        <DocumentsStep draft={draft} problems={problems} onProblem={onProblem} uploads={uploads} />
      )}
      {current === 'review' && draft && (
        <>
          <Typography.Paragraph type="secondary">{t('kyb.review.intro')}</Typography.Paragraph>
          <KybSummary detail={draft} onEdit={setStep} />
        </>
      )}
      <FormAlert text={alert} testId="kyb-error" place="below" />
      <div className="mc-kyb-actions">
        <Space wrap>
          {step > 0 && (
            <Button onClick={() => setStep(step - 1)} disabled={busy} data-testid="kyb-prev">
              {t('kyb.prev')}
            </Button>
          )}
          {current !== 'review' ? (
            <Button type="primary" onClick={() => void next()} loading={busy} data-testid="kyb-next">
              {waitingUploads ? t('kyb.docs.waitingUploads') : t('kyb.next')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => void submit()} loading={busy} data-testid="kyb-submit">
              {t('kyb.submit')}
            </Button>
          )}
          <Button onClick={() => void saveDraft()} disabled={busy} data-testid="kyb-save">
            {t('kyb.saveDraft')}
          </Button>
        </Space>
        {draft && (
          <Typography.Text type="secondary" data-testid="kyb-saved-at">
            {t('kyb.savedAt', { time: formatTime(draft.updated_at) })}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}
