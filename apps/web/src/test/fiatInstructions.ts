import type { fiatApi } from '@mc/contract';
import type { RouteData } from '../lib/http/types';

type TopupInstructions = RouteData<typeof fiatApi.topupInstructions>;

/** The top-up instructions of a merchant (reference TUABCD2345), one platform account per currency given. */
export function topupInstructions(...currencies: [code: string, name: string][]): TopupInstructions {
  return {
    reference: 'TUABCD2345',
    currencies: currencies.map(([currency, name]) => ({
      currency,
      name,
      decimals: 2,
      beneficiary: 'Merchant Console Payments Ltd',
      bank_name: 'Hang Seng Bank Limited',
      account_number: '787001234567838',
      swift_code: 'HASEHKHH',
      bank_address: '83 Des Voeux Road Central, Hong Kong',
    })),
  };
}
