import { z } from 'zod';

/** Rules the settings forms share: plain text fields and a password typed twice. */

type Payload = { value: unknown };

/** The fields of a body as sent, before it is known to be an object. */
export const fieldsOf = (p: Payload) =>
  typeof p.value === 'object' && p.value !== null ? (p.value as Record<string, unknown>) : {};

/** Text without markup brackets or control characters. */
export const text = (min: number, max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(min, { error: 'required' })
    .max(max, { error: 'too_long' })
    .regex(/^[^<>\p{Cc}]*$/u, { error: 'invalid_chars' });

/** "两次输入的密码不一致" on `password_confirmation`, checked as soon as both are strings. */
const confirmation = {
  path: ['password_confirmation'],
  error: 'password_mismatch',
  when: (p: Payload) =>
    typeof fieldsOf(p).password === 'string' && typeof fieldsOf(p).password_confirmation === 'string',
};

const typedTwice = (v: object) => Reflect.get(v, 'password') === Reflect.get(v, 'password_confirmation');

type PasswordTwice = { password: z.ZodType<string>; password_confirmation: z.ZodType<string> };

/** A strict body whose `password_confirmation` must repeat its `password`. */
export const confirmedPasswordBody = <S extends PasswordTwice & z.core.$ZodLooseShape>(shape: S) =>
  z.strictObject(shape).refine(typedTwice, confirmation);
