import { useTranslation } from '../../lib/useTranslation';
import { useCopy } from '../receive/copyText';

/** The payer's one big action: copies the deposit address and says "copied" for 2 s. */
export function CopyAddress({ text }: { text: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy(text);
  return (
    <button
      type="button"
      className="mc-pay-button"
      data-testid="pay-copy"
      data-copied={copied}
      onClick={copy}
    >
      {copied ? t('common.copied') : t('common.copy')}
    </button>
  );
}
