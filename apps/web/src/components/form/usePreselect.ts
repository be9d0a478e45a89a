import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';

/** A saved choice (a bank account, a payee, an address): its id, and whether it is the default one. */
export interface SavedChoice {
  id: string;
  is_default?: boolean;
}

/** The choice a select of saved things starts on: the only one, else the default one, else none. */
export function preselectedOf(choices: readonly SavedChoice[] | undefined): string | undefined {
  if (!choices?.length) return undefined;
  if (choices.length === 1) return choices[0]?.id;
  return choices.find((c) => c.is_default)?.id;
}

/**
 * Fills `field` with the only saved choice, or the default one, while it is empty (on opening, after
 * the list it depends on changes, after a reset): a select of saved things is never left empty for no reason.
 */
export function usePreselect<V>(
  form: FormInstance<V>,
  field: string,
  choices: readonly SavedChoice[] | undefined,
) {
  const current: unknown = Form.useWatch(field, form);
  const pick = preselectedOf(choices);
  // after every render while the field is empty: a value set before the form was connected to its
  // fields is dropped by the form, and the next render sets it again
  useEffect(() => {
    if (pick !== undefined && (current === undefined || current === null || current === ''))
      form.setFieldValue(field as Parameters<FormInstance<V>['setFieldValue']>[0], pick);
  });
}
