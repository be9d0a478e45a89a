/** Formats of bank details: ISO 3166-1 alpha-2 countries, SWIFT/BIC codes and postcodes per country. */

// biome-ignore format: 249 codes, kept in rows of sixteen
export const countryCodes = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN',
  'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM',
  'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM',
  'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC',
  'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG',
  'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO',
  'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type CountryCode = (typeof countryCodes)[number];

const COUNTRIES: ReadonlySet<string> = new Set(countryCodes);
/** Kosovo has no ISO code of its own; banks there use the user-assigned XK in their SWIFT codes. */
const SWIFT_ONLY_COUNTRIES: ReadonlySet<string> = new Set(['XK']);

const SWIFT_RE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** SWIFT/BIC: 4 letters of bank, 2 letters of country, 2 of location, optionally 3 of branch. */
export function isSwiftCode(value: string): boolean {
  if (!SWIFT_RE.test(value)) return false;
  const country = value.slice(4, 6);
  return COUNTRIES.has(country) || SWIFT_ONLY_COUNTRIES.has(country);
}

export interface PostcodeRule {
  /** null: the country has no postcodes and the field stays empty. */
  pattern: RegExp | null;
  required: boolean;
  /** Shown as the placeholder of the field. */
  example: string;
}

const NONE: PostcodeRule = { pattern: null, required: false, example: '' };
const digits = (n: number, example: string): PostcodeRule => ({
  pattern: new RegExp(`^\\d{${n}}$`),
  required: true,
  example,
});

const RULES: Partial<Record<CountryCode, PostcodeRule>> = {
  US: { pattern: /^\d{5}(?:-\d{4})?$/, required: true, example: '94105' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, required: true, example: 'SW1A 1AA' },
  CA: { pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, required: true, example: 'K1A 0B1' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/, required: true, example: '1011 AB' },
  JP: { pattern: /^\d{3}-?\d{4}$/, required: true, example: '100-0001' },
  CN: digits(6, '200000'),
  SG: digits(6, '018956'),
  DE: digits(5, '10115'),
  FR: digits(5, '75001'),
  AU: digits(4, '2000'),
  HK: NONE,
  MO: NONE,
  AE: NONE,
  QA: NONE,
};

/** Anywhere else: 3-10 letters, digits, spaces or hyphens, and it may be left empty. */
const GENERIC: PostcodeRule = { pattern: /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/, required: false, example: '' };

export function postcodeRule(country: string): PostcodeRule {
  return RULES[country as CountryCode] ?? GENERIC;
}

/** The message key of what is wrong with a postcode for a country, or null when it is fine. */
export function postcodeProblem(
  country: string,
  postcode: string,
): 'required' | 'postcode_invalid' | 'postcode_not_used' | null {
  const rule = postcodeRule(country);
  if (postcode === '') return rule.required ? 'required' : null;
  if (!rule.pattern) return 'postcode_not_used';
  return rule.pattern.test(postcode) ? null : 'postcode_invalid';
}

/** `**** 1234`: what lists show of an account number. */
export function maskAccountNumber(value: string): string {
  return `**** ${value.slice(-4)}`;
}
