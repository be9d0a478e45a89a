import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { FormModal, type FormModalProps } from '../../components/form/FormModal';
import { type SafeParser, schemaRule } from '../../lib/form/zodRule';
import { useLang } from '../../lib/useLang';
import { useGatedSubmitError } from './gates';

type Rule = ReturnType<typeof schemaRule>;
type FieldErrors<V> = { name: keyof V & string; errors: string[] }[];

type Props<V, D> = Omit<FormModalProps<V, D>, 'form' | 'errors' | 'children'> & {
  /** The contract's schema of the request: every field is checked with it as it is typed. */
  schema: SafeParser;
  /** The fields whose server errors show on the form. */
  fields: readonly (keyof V & string)[];
  /** The request the schema checks, from the form's values (default: the values themselves). */
  body?: (values: V) => unknown;
  /** The form's items, given the rule of each field. */
  children: (rule: (field: keyof V & string) => Rule) => ReactNode;
};

/**
 * A security step (payment password, authenticator code, recovery codes): a form checked by the
 * contract's schema; a precondition (428) closes it and opens its guided prompt.
 */
export function SecretStepModal<V extends object, D>({
  schema,
  fields,
  body,
  children,
  ...modal
}: Props<V, D>) {
  const lang = useLang();
  const [form] = Form.useForm<V>();
  // server errors name fields by the contract's keys, which are the form's names
  const byName = {
    setFields: (list: FieldErrors<V>) => form.setFields(list as Parameters<FormInstance['setFields']>[0]),
  };
  const errors = useGatedSubmitError<keyof V & string>(byName, fields, modal.onClose);
  const values = () => form.getFieldsValue();
  const rule = (field: keyof V & string) =>
    schemaRule(schema, field, lang, () => (body ? body(values()) : values()));
  return (
    <FormModal<V, D> {...modal} form={form} errors={errors}>
      {children(rule)}
    </FormModal>
  );
}
