import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { LANGS, normalizeLang } from '../lib/lang';
import { useSwitchLanguage } from '../lib/useSwitchLanguage';
import { useTranslation } from '../lib/useTranslation';

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
