import { apiKeyMessages } from './api-key-messages';
import { bankFileMessages } from './bank-files/messages';
import { collectionMessages } from './collection/messages';
import { fiatMessages } from './fiat/messages';
import { historyMessages } from './history/messages';
import { kybMessages } from './kyb-messages';
import { registerMessages } from './messages';
import { moneyPageMessages } from './money-page/messages';
import { opsMessages } from './ops';
import { payoutMessages } from './payout-messages';
import { receivingMessages } from './receiving-messages';
import { serverMessages } from './server-messages';
import { settingsMessages } from './settings-messages';
import { teamMessages } from './team/messages';
import { webhookMessages } from './webhooks/messages';

/**
 * Makes every area's messages known to `t()`. The server calls it once; the console registers an
 * area's messages with the pages of that area, so that /login does not download them.
 */
export function loadAllMessages(): void {
  registerMessages(serverMessages);
  registerMessages(receivingMessages);
  registerMessages(settingsMessages);
  registerMessages(kybMessages);
  registerMessages(opsMessages);
  registerMessages(payoutMessages);
  registerMessages(apiKeyMessages);
  registerMessages(historyMessages);
  registerMessages(fiatMessages);
  registerMessages(bankFileMessages);
  registerMessages(collectionMessages);
  registerMessages(teamMessages);
  registerMessages(webhookMessages);
  registerMessages(moneyPageMessages);
}
