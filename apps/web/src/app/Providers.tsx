import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { normalizeLang } from '../lib/lang';
import { TranslationRoot, useTranslation } from '../lib/useTranslation';
import { ToastProvider } from './ToastProvider';
import { appTheme } from './theme';

/** The UI's texts, the UI kit's locale (follows the UI language), theme and toasts. The query cache lives in the shell. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <TranslationRoot>
      <KitProviders>{children}</KitProviders>
    </TranslationRoot>
  );
}

function KitProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = normalizeLang(i18n.language) === 'en' ? enUS : zhCN;
  return (
    <ConfigProvider locale={locale} theme={appTheme}>
      <ToastProvider>{children}</ToastProvider>
    </ConfigProvider>
  );
}
