import { type ApiRoute, route } from '../route';
import {
  chainNetworkStatusList,
  lowBalanceThresholdsBody,
  networkCodeParams,
  senderBalanceList,
} from './networks';

const ops = { tag: 'ops' } as const;

/** The networks page of the back office: each network's health, and its senders' low-balance thresholds. */
export const opsNetworkApi = {
  opsNetworks: route({
    ...ops,
    method: 'GET',
    path: '/ops/networks',
    access: 'operator',
    summary:
      "Each chain network's health: whether its node answers, its head, the watcher's lag, deposits confirming, sends waiting and its senders' balances against their thresholds",
    data: chainNetworkStatusList,
  }),
  opsSetLowBalanceThresholds: route({
    ...ops,
    method: 'POST',
    path: '/ops/networks/:code/low-balance-thresholds',
    access: 'operator',
    summary:
      "Set the thresholds below which a sender's balance is low (operators are mailed once per drop); null goes back to the settings' threshold",
    params: networkCodeParams,
    body: lowBalanceThresholdsBody,
    data: senderBalanceList,
  }),
} as const satisfies Record<string, ApiRoute>;
