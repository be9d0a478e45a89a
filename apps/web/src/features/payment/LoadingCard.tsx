import { useTranslation } from '../../lib/useTranslation';

/** A payer's page while its first answer is on its way. */
export function LoadingCard() {
  const { t } = useTranslation();
  return (
    <section className="mc-pay-card mc-pay-loading" aria-busy="true">
      <span className="mc-pay-spinner mc-pay-spinner-large" role="status" aria-label={t('common.loading')} />
    </section>
  );
}
