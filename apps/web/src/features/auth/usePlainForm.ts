import { useCallback, useEffect, useState } from 'react';
import { useRevalidateOnLanguage } from '../../lib/form/useRevalidateOnLanguage';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** One field's first message given every value (the contract's schema, in the UI language), or none. */
export type FieldCheck<F extends string> = (
  values: Record<F, string>,
  field: F,
) => Promise<string | undefined>;

interface Options<F extends string> {
  fields: readonly F[];
  initial: Record<F, string>;
  check: FieldCheck<F>;
  /** The id of a field's input (focused when it is the first invalid one). */
  idOf: (field: F) => string;
  /** Fields checked again when another changes (the confirmation when the password does). */
  dependents?: Partial<Record<F, readonly F[]>>;
}

/** A plain form's values and messages, the way the sign-in pages validate them. */
export interface PlainForm<F extends string> {
  values: Record<F, string>;
  errors: FieldErrors<F>;
  /** A new value: a field showing a message is checked again, and its dependents that hold a value. */
  change: (field: F, value: string) => void;
  /** Checks one field (when the visitor leaves it, or before its value is used): whether it passed. */
  check: (field: F) => Promise<boolean>;
  /** Checks every field; the values when all pass, else null with the first invalid field focused. */
  submit: () => Promise<Record<F, string> | null>;
  /** Messages from the server (422) on the fields they name; the first of them is focused. */
  setFields: (fields: { name: F; errors: string[] }[]) => void;
  /** What `useRevalidateOnLanguage` reads and re-runs after a switch of the language. */
  getFieldsError: () => { name: string[]; errors: string[] }[];
  validateFields: (names: readonly (readonly (string | number)[])[]) => Promise<unknown>;
}

export function usePlainForm<F extends string>({
  fields,
  initial,
  check,
  idOf,
  dependents,
}: Options<F>): PlainForm<F> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const focus = useCallback((field: F) => document.getElementById(idOf(field))?.focus(), [idOf]);
  // A page drawn on the server takes input before its script runs: what was typed then is the value.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as the form is hydrated
  useEffect(() => {
    const typed = fields.flatMap((field) => {
      const input = document.getElementById(idOf(field));
      return input instanceof HTMLInputElement && input.value !== initial[field]
        ? [[field, input.value]]
        : [];
    });
    if (typed.length > 0) setValues((now) => ({ ...now, ...Object.fromEntries(typed) }));
  }, []);

  const setFields = useCallback(
    (list: { name: F; errors: string[] }[]) => {
      setErrors((now) => ({ ...now, ...Object.fromEntries(list.map((f) => [f.name, f.errors[0]])) }));
      const first = fields.find((field) => list.some((f) => f.name === field && f.errors.length > 0));
      if (first !== undefined) focus(first);
    },
    [fields, focus],
  );

  const checkInto = async (names: readonly F[], all = values) => {
    const found = await Promise.all(names.map(async (name) => [name, await check(all, name)] as const));
    setErrors((now) => ({ ...now, ...Object.fromEntries(found) }));
    return found;
  };

  const form: PlainForm<F> = {
    values,
    errors,
    change: (field, value) => {
      const next = { ...values, [field]: value };
      setValues(next);
      const again = [
        ...(errors[field] ? [field] : []),
        ...(dependents?.[field] ?? []).filter((other) => next[other] !== ''),
      ];
      if (again.length > 0) void checkInto(again, next);
    },
    check: async (field) => !(await checkInto([field]))[0]?.[1],
    submit: async () => {
      const found = await checkInto(fields);
      const first = found.find(([, error]) => error)?.[0];
      if (first === undefined) return values;
      focus(first);
      return null;
    },
    setFields,
    getFieldsError: () =>
      fields.map((field) => ({ name: [field], errors: errors[field] ? [errors[field]] : [] })),
    validateFields: (names) => checkInto(fields.filter((field) => names.some((name) => name[0] === field))),
  };
  useRevalidateOnLanguage(form);
  return form;
}
