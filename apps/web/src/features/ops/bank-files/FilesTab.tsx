import type { Lang } from '@mc/contract';
import { bankFileDirections, bankFileKinds } from '@mc/contract';
import { Alert, Typography } from 'antd';
import { useState } from 'react';
import { FilterBar } from '../../../components/filters/FilterBar';
import { type FilterField, selectFilter } from '../../../components/filters/filterFields';
import { ListPage } from '../../../components/list/ListPage';
import { openOnRowClick } from '../../../components/list/openOnRowClick';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { RefreshButton } from '../components/RefreshButton';
import { type BankFile, type BankFileFilters, useBankFiles } from './api';
import { kindLabel } from './bankLabels';
import { FileDrawer } from './FileDrawer';
import { columnsWidth, fileColumns } from './fileColumns';
import { GenerateButton } from './GenerateButton';
import { ImportButton } from './ImportButton';

/** The files tab: every ISO 20022 file exchanged with the bank, newest first; a row opens its drawer. */
export function FilesTab() {
  const { t } = useTranslation();
  const lang = useLang();
  const [filters, setFilters] = useState<BankFileFilters>({});
  const list = useBankFiles(filters);
  const [openId, setOpenId] = useState<string | null>(null);
  // a refused generation or import, in the server's words, until closed or another file opens; the
  // words are in the language of the request, so a switch of language puts the refusal away
  const [refusal, setRefusal] = useState<{ action: 'generate' | 'import'; lang: Lang; text: string } | null>(
    null,
  );
  const shownRefusal = refusal?.lang === lang ? refusal : null;
  const filtered = Object.values(filters).some((v) => v !== undefined);
  const columns = fileColumns(t);

  const fields: FilterField<BankFileFilters>[] = [
    selectFilter(
      'direction',
      bankFileDirections.map((d) => ({ value: d, label: t(`ops.bankFiles.directionLabel.${d}`) })),
      {
        all: t('ops.bankFiles.allDirections'),
        label: t('ops.bankFiles.direction'),
        testId: 'ops-bank-file-direction-filter',
        width: 130,
      },
    ),
    selectFilter(
      'kind',
      bankFileKinds.map((k) => ({ value: k, label: kindLabel(t, k) })),
      {
        all: t('ops.bankFiles.allKinds'),
        label: t('ops.bankFiles.kind'),
        testId: 'ops-bank-file-kind-filter',
        width: 220,
      },
    ),
  ];

  /** An uploaded file opens in its drawer; a refused one keeps its refusal above the list too. */
  const opened = (file: BankFile) => {
    if (file.state !== 'refused') setRefusal(null);
    setOpenId(file.id);
  };

  return (
    <ListPage<BankFile>
      frame="card"
      above={
        <>
          <Typography.Paragraph type="secondary" className="mc-ops-bank-intro">
            {t('ops.bankFiles.intro')}
          </Typography.Paragraph>
          <FilterBar fields={fields} value={filters} onChange={setFilters}>
            <RefreshButton list={list} testId="ops-bank-files-refresh" />
            <GenerateButton onRefused={(text) => setRefusal({ action: 'generate', lang, text })} />
            <ImportButton
              onImported={opened}
              onRefused={(text) => setRefusal({ action: 'import', lang, text })}
            />
          </FilterBar>
          {shownRefusal && (
            <Alert
              type="error"
              showIcon
              closable={{ onClose: () => setRefusal(null) }}
              title={t(
                shownRefusal.action === 'generate'
                  ? 'ops.bankFiles.generateFailed'
                  : 'ops.bankFiles.importRefused',
              )}
              description={<span className="mc-ops-pre">{shownRefusal.text}</span>}
              data-testid="ops-bank-file-refusal"
            />
          )}
          {list.error && <Alert type="error" showIcon title={list.error.message} />}
        </>
      }
      list={list}
      columns={columns}
      scrollX={columnsWidth(columns)}
      onRow={(f) => ({ onClick: openOnRowClick(() => setOpenId(f.id)), className: 'mc-ops-bank-row' })}
      emptyText={
        <span data-testid="ops-bank-files-empty">
          {filtered ? t('ops.bankFiles.emptyFiltered') : t('ops.bankFiles.empty')}
        </span>
      }
      rowTestId="ops-bank-file"
      testId="ops-bank-files-table"
      footerTestId="ops-bank-files"
    >
      <FileDrawer id={openId} onClose={() => setOpenId(null)} />
    </ListPage>
  );
}
