import type { ReactNode } from 'react';
import { CursorTable, type CursorTableProps } from '../../components/list/CursorTable';
import { useTranslation } from '../../lib/useTranslation';
import { SettingsSection } from './SettingsSection';

type Props<T> = Omit<CursorTableProps<T>, 'footer' | 'size' | 'scrollX' | 'emptyText'> & {
  /** The pane's test id. */
  paneTestId: string;
  title: ReactNode;
  intro: ReactNode;
  extra?: ReactNode;
  /** Above the table (a notice). */
  above?: ReactNode;
  /** After the section: the tab's modals. */
  children?: ReactNode;
};

/** A settings tab that is a list: its section (title, intro, actions) over the one list table. */
export function SettingsListSection<T extends object>({
  paneTestId,
  title,
  intro,
  extra,
  above,
  children,
  ...table
}: Props<T>) {
  const { t } = useTranslation();
  return (
    <div className="mc-settings-pane" data-testid={paneTestId}>
      <SettingsSection title={title} intro={intro} extra={extra}>
        {above}
        <CursorTable<T>
          {...table}
          size="middle"
          scrollX="max-content"
          emptyText={t('settings.common.empty')}
          footer="more"
          footerTexts={{ loadMore: 'settings.common.loadMore' }}
        />
      </SettingsSection>
      {children}
    </div>
  );
}
