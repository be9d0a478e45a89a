import type { ThemeConfig } from 'antd';

/** SHELL-24: default primary colour #409EFF (colour picker and themes come with the full shell). */
export const DEFAULT_PRIMARY = '#409EFF';

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: DEFAULT_PRIMARY,
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      siderBg: '#ffffff',
      bodyBg: '#f4f6fa',
      headerHeight: 60,
      headerPadding: '0 20px',
    },
    Card: { headerFontSize: 16 },
  },
};
