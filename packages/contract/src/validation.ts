import type { z } from 'zod';
import { isMessageKey, type Lang, type MessageKey, t } from './messages';

export interface FieldError {
  field: string;
  message: string;
}

/** The whole body (or query) is named `body` when an issue has no path. */
function fieldName(path: ReadonlyArray<PropertyKey>): string {
  return path.length ? path.map((p) => String(p)).join('.') : 'body';
}

/**
 * Turns zod issues into `{field, message}` pairs in the caller's language.
 * Schemas in this package put message keys into `error`; everything else is
 * mapped from the issue code so that no raw zod text reaches a person.
 */
export function formatIssues(issues: ReadonlyArray<z.core.$ZodIssue>, lang: Lang): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  // One message per field: the first problem found is the one to fix first.
  const add = (field: string, message: string) => {
    if (seen.has(field)) return;
    seen.add(field);
    out.push({ field, message });
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(fieldName([...issue.path, key]), t('unknown_field', lang));
      continue;
    }
    add(fieldName(issue.path), issueMessage(issue, lang));
  }
  return out;
}

/** A message key and its parameters. */
export interface IssueKey {
  key: MessageKey;
  params: Record<string, string | number>;
}

/**
 * The message key of one issue and its parameters (parse with `{ reportInput: true }` so that a
 * wrong type can be told apart from a missing value).
 */
export function issueKey(issue: z.core.$ZodIssue): IssueKey {
  const params: Record<string, string | number> = {};
  if (issue.code === 'invalid_type' && issue.expected !== 'enum') {
    return { key: issue.input === undefined ? 'required' : 'wrong_type', params };
  }
  if (isMessageKey(issue.message)) {
    if (issue.code === 'too_small') params.min = Number(issue.minimum);
    if (issue.code === 'too_big') params.max = Number(issue.maximum);
    return { key: issue.message, params };
  }
  let key: MessageKey = 'invalid_value';
  switch (issue.code) {
    case 'invalid_type':
      key = issue.input === undefined ? 'required' : 'wrong_type';
      break;
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'int') key = 'number_too_small';
      else key = issue.origin === 'string' && Number(issue.minimum) === 1 ? 'required' : 'too_short';
      params.min = Number(issue.minimum);
      break;
    case 'too_big':
      key = issue.origin === 'number' || issue.origin === 'int' ? 'number_too_large' : 'too_long';
      params.max = Number(issue.maximum);
      break;
    case 'invalid_format':
      key = 'invalid_chars';
      break;
    default:
      key = 'invalid_value';
  }
  return { key, params };
}

function issueMessage(issue: z.core.$ZodIssue, lang: Lang): string {
  const { key, params } = issueKey(issue);
  return t(key, lang, params);
}
