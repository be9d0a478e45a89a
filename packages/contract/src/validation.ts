import type { z } from 'zod';
import { isMessageKey, type Lang, type MessageKey, t } from './messages';

export interface FieldError {
  field: string;
  message: string;
}

function fieldName(path: ReadonlyArray<PropertyKey>): string {
  return path.map((p) => String(p)).join('.');
}

/**
 * Turns zod issues into `{field, message}` pairs in the caller's language.
 * Schemas in this package put message keys into `error`; everything else is
 * mapped from the issue code so that no raw zod text reaches a person.
 */
export function formatIssues(issues: ReadonlyArray<z.core.$ZodIssue>, lang: Lang): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        out.push({ field: fieldName([...issue.path, key]), message: t('unknown_field', lang) });
      }
      continue;
    }
    out.push({ field: fieldName(issue.path), message: issueMessage(issue, lang) });
  }
  return out;
}

function issueMessage(issue: z.core.$ZodIssue, lang: Lang): string {
  if (isMessageKey(issue.message)) {
    const params: Record<string, string | number> = {};
    if (issue.code === 'too_small') params.min = Number(issue.minimum);
    if (issue.code === 'too_big') params.max = Number(issue.maximum);
    return t(issue.message, lang, params);
  }
  let key: MessageKey = 'invalid_value';
  const params: Record<string, string | number> = {};
  switch (issue.code) {
    case 'invalid_type':
      key = issue.input === undefined ? 'required' : 'wrong_type';
      break;
    case 'too_small':
      key = issue.origin === 'string' && Number(issue.minimum) === 1 ? 'required' : 'too_short';
      params.min = Number(issue.minimum);
      break;
    case 'too_big':
      key = 'too_long';
      params.max = Number(issue.maximum);
      break;
    case 'invalid_format':
      key = 'invalid_chars';
      break;
    default:
      key = 'invalid_value';
  }
  return t(key, lang, params);
}
