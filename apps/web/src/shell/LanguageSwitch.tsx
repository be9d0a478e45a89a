import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGS, normalizeLang } from '../lib/lang';
import { useSwitchLanguage } from '../lib/useSwitchLanguage';

/** SHELL-1/26: the header's language dropdown (cn, en). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { current, switchTo } = useSwitchLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGS.map((lang) => ({ key: lang, label: t(`lang.${lang}`), 'data-testid': `lang-${lang}` })),
        onClick: ({ key }) => void switchTo(normalizeLang(key)),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('lang.label')} data-testid="lang-switch">
        {t(`lang.${current}`)}
      </Button>
    </Dropdown>
  );
}
