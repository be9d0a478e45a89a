import { coreApi } from '@mc/contract';
import { expect, it } from 'vitest';
import { PUBLIC_ORDER_PATH } from './publicOrderRequest';

it("the payment page asks the contract's public order route", () => {
  expect(PUBLIC_ORDER_PATH).toBe(coreApi.publicOrder.path);
});
