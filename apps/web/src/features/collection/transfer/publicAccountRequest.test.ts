import { collectionApi } from '@mc/contract';
import { expect, it } from 'vitest';
import { PUBLIC_ACCOUNT_PATH } from './publicAccountRequest';

it("the payer's page of a collection account asks the contract's public account route", () => {
  expect(PUBLIC_ACCOUNT_PATH).toBe(collectionApi.publicCollectionAccount.path);
});
