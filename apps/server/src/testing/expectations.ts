import { expect } from 'vitest';
import type { TestEnvelope } from './harness';

/** The answer is a 422 naming exactly one field, with the message a client shows there. */
export function expectFieldError(
  res: { status: number; body: TestEnvelope },
  field: string,
  message: string,
) {
  expect(res.status).toBe(422);
  expect(res.body.errors).toEqual([{ field, message }]);
}
