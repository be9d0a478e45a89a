import { Form, type FormInstance, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { DAY_FORMAT, DateInput } from '../../../components/DateInput';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { choiceOptions, type KybFormValues } from '../kybFormModel';
import { fieldRules } from './fieldRules';
import type { KybFieldSpec } from './kybFieldBlocks';

/**
 * The input of one field (test id `kyb-<name>`). Form.Item hands its child the field's value,
 * onChange and id: they are passed on to the input it draws.
 */
function FieldInput({ spec, ...control }: { spec: KybFieldSpec } & Record<string, unknown>) {
  const { t } = useTranslation();
  const lang = useLang();
  const testId = `kyb-${spec.name}`;
  if (spec.input === 'select')
    return (
      <Select
        {...control}
        data-testid={testId}
        options={choiceOptions(lang)[spec.name]}
        placeholder={t('kyb.placeholder.choose')}
      />
    );
  const placeholder = spec.placeholder === true ? t(`kyb.placeholder.${spec.name}`) : spec.placeholder;
  if (spec.input === 'textarea')
    return (
      <Input.TextArea
        {...control}
        data-testid={testId}
        maxLength={spec.maxLength}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder={placeholder}
      />
    );
  // dates: the console's date input, which speaks the UI language (the browser's own follows the browser)
  if (spec.input === 'date')
    return (
      <DateInput
        id={typeof control.id === 'string' ? control.id : undefined}
        value={typeof control.value === 'string' ? control.value : undefined}
        onChange={control.onChange as (day: string) => void}
        data-testid={testId}
        max={dayjs().format(DAY_FORMAT)}
        style={{ width: '100%' }}
      />
    );
  return (
    <Input
      {...control}
      data-testid={testId}
      type={spec.input === 'email' ? 'email' : undefined}
      maxLength={spec.maxLength}
      placeholder={placeholder}
    />
  );
}

/** A step of the KYB form drawn from its field list: each field with its label and rules, in a grid. */
export function KybFieldBlock({
  form,
  fields,
}: {
  form: FormInstance<KybFormValues>;
  fields: KybFieldSpec[];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="mc-kyb-grid">
      {fields.map((spec) => {
        const label = t(`kyb.field.${spec.name}`);
        const optional = spec.input !== 'select' && spec.optional;
        const wide = spec.input !== 'select' && spec.wide;
        return (
          <Form.Item
            key={spec.name}
            name={spec.name}
            label={optional ? t('kyb.optionalLabel', { label }) : label}
            rules={fieldRules(spec.name, lang, form)}
            className={wide ? 'mc-kyb-wide' : undefined}
          >
            <FieldInput spec={spec} />
          </Form.Item>
        );
      })}
    </div>
  );
}
