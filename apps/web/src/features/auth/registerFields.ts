/** The fields of the sign-up form, in the order they are shown (the schema asks for each of them). */
export const REGISTER_FIELDS = [
  'merchant_type',
  'merchant_name',
  'email',
  'code',
  'password',
  'password_confirmation',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<RegisterField, string>;
