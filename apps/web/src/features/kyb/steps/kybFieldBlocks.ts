import type { KybFormField } from '@mc/contract';
import type { ChoiceField } from '../kybFormModel';

/** One field of a KYB step, as the form shows it. */
export type KybFieldSpec =
  | {
      name: KybFormField;
      input: 'text' | 'email' | 'date' | 'textarea';
      maxLength?: number;
      /** The placeholder: `kyb.placeholder.<name>` when true, or this text as it is. */
      placeholder?: true | string;
      /** Spans both columns of the grid. */
      wide?: boolean;
      /** Labelled as optional. */
      optional?: boolean;
    }
  | { name: ChoiceField; input: 'select' };

/** Step 1: the company as registered. */
export const COMPANY_FIELDS: KybFieldSpec[] = [
  { name: 'company_name', input: 'text', maxLength: 128, placeholder: true },
  { name: 'entity_type', input: 'select' },
  { name: 'registration_number', input: 'text', maxLength: 64, placeholder: true },
  { name: 'registration_date', input: 'date' },
  { name: 'address', input: 'text', maxLength: 256, placeholder: true, wide: true },
  { name: 'business_scope', input: 'textarea', maxLength: 1000, placeholder: true, wide: true },
  { name: 'industry', input: 'select' },
  { name: 'source_of_funds', input: 'select' },
  { name: 'website', input: 'text', maxLength: 256, placeholder: true, optional: true },
];

/** Step 2: the company's legal representative. */
export const REPRESENTATIVE_FIELDS: KybFieldSpec[] = [
  { name: 'legal_rep_name', input: 'text', maxLength: 64 },
  { name: 'legal_rep_email', input: 'email', maxLength: 254, placeholder: 'name@company.com' },
  { name: 'legal_rep_phone', input: 'text', maxLength: 24, placeholder: true },
  { name: 'legal_rep_id_type', input: 'select' },
  { name: 'legal_rep_id_number', input: 'text', maxLength: 32 },
];
