import type { CollectionImport } from '@mc/contract';
import { useTranslation } from '../../../lib/useTranslation';
import { DoneResult } from './DoneResult';

/** A committed import: how many accounts it created (and how many existed already), then the list. */
export function ImportResult({ result, onAnother }: { result: CollectionImport; onAnother: () => void }) {
  const { t } = useTranslation();
  const existing =
    result.rows_existing > 0 ? t('collection.import.doneExisting', { count: result.rows_existing }) : '';
  return (
    <DoneResult
      title={t('collection.import.doneTitle')}
      subTitle={`${t('collection.import.doneDesc', { created: result.created })} ${existing}`.trim()}
      testId="collection-import-done"
      data={{ 'data-created': result.created }}
      againLabel={t('collection.import.another')}
      onAgain={onAnother}
    />
  );
}
