import {
  entityTypes,
  fundSources,
  idTypes,
  industries,
  type KybForm,
  type KybFormBody,
  type KybFormField,
  kybFormFields,
  type Lang,
} from '@mc/contract';
import { i18n } from '../../lib/i18n';

/** The form's values: the contract's form, with fields possibly unset. */
export type KybFormValues = Partial<KybForm>;

export type StepKey = 'company' | 'representative' | 'documents' | 'review';

/** The representative's fields are the contract's `legal_rep_*`; the company's are the others, in the contract's order. */
const isRepresentative = (field: KybFormField) => field.startsWith('legal_rep_');

export const STEPS: { key: StepKey; fields: readonly KybFormField[] }[] = [
  { key: 'company', fields: kybFormFields.filter((f) => !isRepresentative(f)) },
  { key: 'representative', fields: kybFormFields.filter(isRepresentative) },
  { key: 'documents', fields: [] },
  { key: 'review', fields: [] },
];

/** The step that holds a field (documents for the file kinds), for jumping to a server's 422. */
export function stepOfField(field: string): number {
  const i = STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field));
  return i >= 0 ? i : 2;
}

export function toBody(values: KybFormValues): KybFormBody {
  const text = (v: string | undefined) => (v ?? '').trim();
  return {
    company_name: text(values.company_name),
    entity_type: values.entity_type ?? null,
    registration_number: text(values.registration_number),
    registration_date: text(values.registration_date),
    address: text(values.address),
    business_scope: text(values.business_scope),
    industry: values.industry ?? null,
    website: text(values.website),
    source_of_funds: values.source_of_funds ?? null,
    legal_rep_name: text(values.legal_rep_name),
    legal_rep_email: text(values.legal_rep_email),
    legal_rep_phone: text(values.legal_rep_phone),
    legal_rep_id_type: values.legal_rep_id_type ?? null,
    legal_rep_id_number: text(values.legal_rep_id_number),
  };
}

const CHOICE_VALUES = {
  entity_type: entityTypes,
  industry: industries,
  source_of_funds: fundSources,
  legal_rep_id_type: idTypes,
} as const;
export type ChoiceField = keyof typeof CHOICE_VALUES;

/** Options of the choice fields in a language (needs the KYB messages, which the KYB routes load). */
export function choiceOptions(lang: Lang) {
  const t = i18n.getFixedT(lang);
  const options = (field: ChoiceField) =>
    CHOICE_VALUES[field].map((v) => ({ value: v, label: t(`kyb.choice.${field}.${v}`) }));
  return {
    entity_type: options('entity_type'),
    industry: options('industry'),
    source_of_funds: options('source_of_funds'),
    legal_rep_id_type: options('legal_rep_id_type'),
  };
}

/** The label of a stored choice, or '' when none was made. */
export function choiceLabel(field: ChoiceField, value: string | null, lang: Lang): string {
  return value ? i18n.getFixedT(lang)(`kyb.choice.${field}.${value}`) : '';
}
