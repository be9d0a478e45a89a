import { type KybFormField, kybForm, kybRequiredFields, type Lang, t as message } from '@mc/contract';
import type { FormInstance } from 'antd';
import { schemaRule } from '../../../lib/form/zodRule';
import { type KybFormValues, toBody } from '../kybFormModel';

/** The rules of a field: required ones first, then the contract's own check with the server's wording. */
export function fieldRules(field: KybFormField, lang: Lang, form: FormInstance<KybFormValues>) {
  const rules: ({ required: true; message: string } | ReturnType<typeof schemaRule>)[] = [];
  if (kybRequiredFields.includes(field)) rules.push({ required: true, message: message('required', lang) });
  rules.push(schemaRule(kybForm, field, lang, () => toBody(form.getFieldsValue(true))));
  return rules;
}
