import { Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ChainNetworkStatus } from './api';

type ChainNode = ChainNetworkStatus['nodes'][number];

const COLOR: Record<ChainNode['state'], string> = {
  in_use: 'success',
  standby: 'default',
  failing: 'error',
  set_aside: 'warning',
};

/** Why a node is not used, or where it stands: behind by so many blocks, another chain, its error. */
function detail(n: ChainNode, t: TFunction): { text: string; danger: boolean } | null {
  if (n.reason === 'lagging') return { text: t('ops.networks.nodeLagging', { lag: n.lag }), danger: true };
  if (n.reason === 'chain_id')
    return { text: t('ops.networks.nodeOtherChain', { id: n.chain_id }), danger: true };
  if (n.state === 'failing') return n.last_error ? { text: n.last_error, danger: true } : null;
  return n.head === null ? null : { text: t('ops.networks.nodeHead', { head: n.head }), danger: false };
}

/** A network's JSON-RPC nodes, one line each: its state, its host, and why it is set aside. */
export function NodeList({ network, t }: { network: ChainNetworkStatus; t: TFunction }) {
  if (network.nodes.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <ul className="mc-ops-nodes" data-testid={`ops-network-nodes-${network.code}`}>
      {network.nodes.map((n) => {
        const more = detail(n, t);
        return (
          <li key={n.label} data-testid="ops-network-node" data-state={n.state}>
            <Tag color={COLOR[n.state]}>{t(`ops.networks.nodeState.${n.state}`)}</Tag>
            <Tooltip title={n.last_error ?? undefined}>
              <Typography.Text className="mc-ops-node-label">{n.label}</Typography.Text>
            </Tooltip>
            {more && (
              <Typography.Text
                type={more.danger ? 'danger' : 'secondary'}
                className="mc-ops-small mc-ops-node-detail"
              >
                {more.text}
              </Typography.Text>
            )}
          </li>
        );
      })}
    </ul>
  );
}
