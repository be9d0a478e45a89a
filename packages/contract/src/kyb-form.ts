import { z } from 'zod';
import { email } from './fields';
import type { kybMessages } from './kyb-messages';

/**
 * The KYB form: the merchant's company and its legal representative.
 *
 * A form field is '' (text) or null (choice) while it is not filled in: a draft may be
 * incomplete, a submission may not (see `kybRequiredFields`).
 */

export const entityTypes = [
  'limited_company',
  'joint_stock_company',
  'sole_proprietorship',
  'partnership',
  'branch_office',
  'other',
] as const;
export const industries = [
  'ecommerce',
  'retail',
  'software',
  'trading',
  'logistics',
  'travel',
  'education',
  'gaming',
  'financial_services',
  'other',
] as const;
export const fundSources = [
  'business_revenue',
  'shareholder_capital',
  'investment',
  'loans',
  'other',
] as const;
export const idTypes = ['id_card', 'passport', 'residence_permit', 'other'] as const;

/** Text without markup brackets or control characters; `multiline` keeps line breaks and tabs. */
const text = (max: number, multiline = false) =>
  z
    .string({ error: 'wrong_type' })
    .trim()
    .max(max, { error: 'too_long' })
    .regex(multiline ? /^(?:[^<>\p{Cc}]|[\r\n\t])*$/u : /^[^<>\p{Cc}]*$/u, { error: 'invalid_chars' })
    .default('');

/** Text matching a pattern once filled in ('' while empty). */
const pattern = (max: number, re: RegExp, key: keyof typeof kybMessages) =>
  z
    .string({ error: 'wrong_type' })
    .trim()
    .max(max, { error: 'too_long' })
    .refine((v) => v === '' || re.test(v), { error: key })
    .default('');

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'invalid_value' }).nullable().default(null);

function isCalendarDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v && Number(m[1]) >= 1800;
}

const kybFormShape = {
  company_name: text(128),
  entity_type: choice(entityTypes),
  registration_number: pattern(64, /^[A-Za-z0-9][A-Za-z0-9 ./-]{2,63}$/, 'kyb_registration_number_invalid'),
  registration_date: z
    .string({ error: 'wrong_type' })
    .trim()
    .refine((v) => v === '' || isCalendarDate(v), { error: 'date_invalid' })
    .default('')
    .describe('YYYY-MM-DD, not in the future'),
  address: text(256),
  business_scope: text(1000, true),
  industry: choice(industries),
  website: pattern(256, /^https?:\/\/[^\s<>"'/]+\.[^\s<>"']+$/i, 'kyb_website_invalid'),
  source_of_funds: choice(fundSources),
  legal_rep_name: pattern(64, /^\p{L}[\p{L}\p{M} .'·-]*$/u, 'kyb_person_name_invalid'),
  legal_rep_email: z
    .string({ error: 'wrong_type' })
    .trim()
    .max(254, { error: 'email_invalid' })
    .refine((v) => v === '' || email.safeParse(v).success, { error: 'email_invalid' })
    .default(''),
  legal_rep_phone: pattern(24, /^\+?[0-9][0-9 -]{5,22}$/, 'kyb_phone_invalid'),
  legal_rep_id_type: choice(idTypes),
  legal_rep_id_number: pattern(32, /^[A-Za-z0-9][A-Za-z0-9-]{3,31}$/, 'kyb_id_number_invalid'),
};

/** Body of saving a draft and of submitting: the whole form (missing fields are empty). */
export const kybForm = z.strictObject(kybFormShape);
export type KybFormBody = z.input<typeof kybForm>;
export type KybForm = z.output<typeof kybForm>;
export type KybFormField = keyof KybForm;

export const kybFormFields = Object.keys(kybFormShape) as KybFormField[];
/** Every field but the website must be filled in before submitting. */
export const kybRequiredFields: readonly KybFormField[] = kybFormFields.filter((f) => f !== 'website');

/** The required fields still empty in a form, in form order. */
export function missingKybFields(form: Partial<Record<KybFormField, string | null | undefined>>) {
  return kybRequiredFields.filter((f) => {
    const v = form[f];
    return v === undefined || v === null || v === '';
  });
}
