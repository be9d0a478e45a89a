import type { ThemeConfig } from 'antd';
import type { ShellTheme } from '../theme/themes';

/** SHELL-22: the side menu's colours per theme. */
export function menuTokens(theme: ShellTheme): ThemeConfig {
  const { aside } = theme;
  return {
    components: {
      Menu: {
        itemBg: 'transparent',
        subMenuItemBg: 'transparent',
        popupBg: theme.dark ? '#1f2a4d' : '#ffffff',
        itemColor: aside.text,
        itemHoverColor: aside.activeText,
        itemHoverBg: aside.activeBg,
        itemSelectedBg: aside.activeBg,
        itemSelectedColor: aside.activeText,
        itemActiveBg: aside.activeBg,
        subMenuItemSelectedColor: aside.activeText,
        groupTitleColor: aside.text,
      },
    },
  };
}
