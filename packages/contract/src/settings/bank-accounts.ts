import { z } from 'zod';
import { countryCodes, isSwiftCode, postcodeProblem } from '../bank-formats';
import { isoDateTime } from '../fields';
import { cursorQuery, page } from '../money';
import { fieldsOf, text } from './form-rules';

/** Bank accounts the fiat account pays out to, and the currencies they may hold. */

export const bankAccountTypes = ['personal', 'company'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];
export const MAX_BANK_ACCOUNTS = 20;

const bankAccountShape = {
  account_name: text(1, 128),
  bank_name: text(1, 128),
  account_number: z
    .string({ error: 'required' })
    .trim()
    .overwrite((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .regex(/^[A-Z0-9]{4,34}$/, { error: 'account_number_invalid' })
    .describe('Account, card or IBAN number; spaces and hyphens are ignored'),
  swift_code: z
    .string({ error: 'required' })
    .trim()
    .toUpperCase()
    .refine(isSwiftCode, { error: 'swift_invalid' })
    .describe('SWIFT/BIC: 8 or 11 characters'),
  city: text(1, 64),
  province: text(0, 64).default(''),
  postcode: z
    .string({ error: 'wrong_type' })
    .trim()
    .toUpperCase()
    .max(12, { error: 'postcode_invalid' })
    .default('')
    .describe('Format depends on the country; empty where there are none (e.g. HK)'),
  country: z.enum(countryCodes, { error: 'country_invalid' }).describe('ISO 3166-1 alpha-2'),
  currency: z
    .string({ error: 'currency_invalid' })
    .trim()
    .regex(/^[A-Z]{3}$/, { error: 'currency_invalid' })
    .describe('A fiat currency of GET /merchant/currencies'),
  account_type: z.enum(bankAccountTypes, { error: 'account_type_invalid' }),
  is_default: z.boolean({ error: 'wrong_type' }).default(false),
};

export const bankAccountBody = z
  .strictObject(bankAccountShape)
  .refine((v) => postcodeProblem(v.country, v.postcode) === null, {
    path: ['postcode'],
    error: (issue) => {
      const v = issue.input as { country: string; postcode: string };
      return postcodeProblem(v.country, v.postcode) ?? 'postcode_invalid';
    },
    when: (p) => {
      const v = fieldsOf(p);
      return typeof v.postcode === 'string' && (countryCodes as readonly unknown[]).includes(v.country);
    },
  });
export type BankAccountBody = z.input<typeof bankAccountBody>;
export type BankAccountInput = z.output<typeof bankAccountBody>;

export const bankAccount = z
  .object({
    id: z.string(),
    account_name: z.string(),
    bank_name: z.string(),
    account_number_masked: z.string().describe('Last four characters only'),
    swift_code: z.string(),
    city: z.string(),
    province: z.string(),
    postcode: z.string(),
    country: z.string(),
    currency: z.string(),
    account_type: z.enum(bankAccountTypes),
    is_default: z.boolean(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'BankAccount' });
export type BankAccount = z.infer<typeof bankAccount>;
export const bankAccountDetail = bankAccount
  .extend({ account_number: z.string() })
  .meta({ id: 'BankAccountDetail' });
export type BankAccountDetail = z.infer<typeof bankAccountDetail>;
export const bankAccountList = page(bankAccount);
export const bankAccountListQuery = z.strictObject({ ...cursorQuery });

export const currenciesData = z
  .object({
    items: z.array(z.object({ code: z.string(), name: z.string(), decimals: z.number().int() })),
  })
  .meta({ id: 'Currencies' });
