import type { StatementAsset } from '@mc/contract';
import { AmountDisplay } from '../../components/AmountDisplay';
import { useTranslation } from '../../lib/useTranslation';

const FIGURES = ['opening', 'inflow', 'outflow', 'closing'] as const;

/** A statement's per-asset figures: opening, in, out and closing balance, one line per asset. */
export function StatementAssets({ assets }: { assets: StatementAsset[] }) {
  const { t } = useTranslation();
  return (
    <table className="mc-money-statement-assets" data-testid="statement-assets">
      <thead>
        <tr>
          <th>{t('money.summary.asset')}</th>
          {FIGURES.map((f) => (
            <th key={f}>{t(`money.statements.${f}`)}</th>
          ))}
          <th>{t('money.statements.count')}</th>
        </tr>
      </thead>
      <tbody>
        {assets.map((a) => (
          <tr key={a.asset} data-testid="statement-asset" data-asset={a.asset}>
            <td>{a.asset}</td>
            {FIGURES.map((f) => (
              <td key={f} data-testid={`statement-${f}`} data-value={a[f]}>
                <AmountDisplay value={a[f]} decimals={a.decimals} />
              </td>
            ))}
            <td>{a.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
