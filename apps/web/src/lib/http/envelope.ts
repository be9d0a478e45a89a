import { type FieldError, type PreconditionReason, preconditionReasons } from '@mc/contract';

/** Why a call was refused: a precondition the user can fix (428), or a missing permission (40301). */
export type RefusalReason = PreconditionReason | 'permission_denied';
const refusalReasons: readonly RefusalReason[] = [...preconditionReasons, 'permission_denied'];

export interface ReadEnvelope {
  code: number;
  message: string;
  data: unknown;
  errors: FieldError[];
  reason: RefusalReason | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string'
      ? [{ field: item.field, message: item.message }]
      : [],
  );
}

function readReason(value: unknown): RefusalReason | undefined {
  return refusalReasons.find((reason) => reason === value);
}

/** SHELL-39: reads `{code, message | msg, data}`; anything else is not an envelope (null). */
export function readEnvelope(body: unknown): ReadEnvelope | null {
  if (!isRecord(body)) return null;
  const code = typeof body.code === 'string' ? Number(body.code) : body.code;
  if (typeof code !== 'number' || !Number.isInteger(code)) return null;
  const text = typeof body.message === 'string' ? body.message : typeof body.msg === 'string' ? body.msg : '';
  return {
    code,
    message: text,
    data: body.data ?? null,
    errors: readErrors(body.errors),
    reason: readReason(body.reason),
  };
}

/** The envelope of a response's JSON body, or null when the body is not JSON or not an envelope. */
export async function readResponseEnvelope(response: Response): Promise<ReadEnvelope | null> {
  try {
    return readEnvelope(await response.json());
  } catch {
    return null;
  }
}
