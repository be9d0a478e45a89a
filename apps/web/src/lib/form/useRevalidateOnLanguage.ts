import { useEffect, useRef } from 'react';
import { useTranslation } from '../useTranslation';

/** What the hook needs of a form: a kit form instance, or a plain form (`features/auth/usePlainForm`). */
interface Revalidating {
  getFieldsError(): { name: readonly (string | number)[]; errors: readonly string[] }[];
  validateFields(names: (string | number)[][]): Promise<unknown>;
}

/**
 * Messages already shown follow a switch of the UI language: once the form has rendered in the new
 * language (its rules now carry the new texts), the fields showing an error are validated again.
 */
export function useRevalidateOnLanguage(form: Revalidating, shown = true): void {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const shownIn = useRef(lang);
  useEffect(() => {
    if (shownIn.current === lang) return;
    shownIn.current = lang;
    // a closed dialog's form is not there: nothing is shown
    if (!shown) return;
    const withErrors = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => [...field.name]);
    if (withErrors.length > 0) form.validateFields(withErrors).catch(() => undefined);
  }, [lang, form, shown]);
}
