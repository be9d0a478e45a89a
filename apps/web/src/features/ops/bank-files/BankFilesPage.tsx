import { Tabs } from 'antd';
import { useSearchParamsPatch } from '../../../components/filters/useSearchParamsPatch';
import { useTranslation } from '../../../lib/useTranslation';
import { CreditsTab } from './CreditsTab';
import { FilesTab } from './FilesTab';
import './bankFiles.css';

type Tab = 'files' | 'credits';

/**
 * /ops/bank-files: the ISO 20022 files exchanged with the bank (generate pain.001 now, import what the
 * bank sent) and, on their own tab (`?tab=credits`), the credits that wait for an operator.
 */
export default function BankFilesPage() {
  const { t } = useTranslation();
  const [params, update] = useSearchParamsPatch();
  const active: Tab = params.get('tab') === 'credits' ? 'credits' : 'files';
  return (
    <Tabs
      activeKey={active}
      // each tab keeps its own filters: leaving one drops them from the address
      onChange={(key) => update({ tab: key === 'credits' ? 'credits' : null, state: null })}
      destroyOnHidden
      data-testid="ops-bank-files-tabs"
      items={[
        { key: 'files', label: t('ops.bankFiles.tabs.files'), children: <FilesTab /> },
        { key: 'credits', label: t('ops.bankFiles.tabs.credits'), children: <CreditsTab /> },
      ]}
    />
  );
}
