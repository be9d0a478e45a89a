import { formatIssues, type Lang } from '@mc/contract';

/** The part of a zod schema the forms use (keeps zod itself out of this module's types). */
export interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<Issue> } };
}
type Issue = Parameters<typeof formatIssues>[0][number];

/**
 * Validates a whole form value with a contract schema and returns the translated messages of
 * one field ('' for the form itself). Same schema and wording as the server's 422 answers.
 */
export function fieldMessages(schema: SafeParser, values: unknown, field: string, lang: Lang): string[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  return formatIssues(result.error.issues, lang)
    .filter((issue) => issue.field === field)
    .map((issue) => issue.message);
}

/** Whether the schema asks for `field` whatever else the form holds (an empty form misses it). */
export const fieldRequired = (schema: SafeParser, field: string): boolean =>
  fieldMessages(schema, {}, field, 'en').length > 0;

/**
 * An antd Form rule that checks `field` against the schema, given all current values. A field the
 * schema always asks for is `required`: its label shows the required mark (the check is the schema's).
 */
export function schemaRule(
  schema: SafeParser,
  field: string,
  lang: Lang,
  getValues: () => unknown,
): { required: boolean; validator: (rule: unknown, value: unknown) => Promise<void> } {
  return {
    required: fieldRequired(schema, field),
    validator: async () => {
      const [first] = fieldMessages(schema, getValues(), field, lang);
      if (first) throw new Error(first);
    },
  };
}
