import type { ThemeConfig } from 'antd';

/**
 * The primary colour of the pages outside the shell (sign-in, payment): a blue that reads at 4.5:1 or
 * more against white both ways (WCAG AA), as button background and as link text. Inside the shell the
 * user's colour applies (SHELL-24, default #409EFF, `shell/theme/ThemeScope`).
 */
export const PUBLIC_PRIMARY = '#1668DC';

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: PUBLIC_PRIMARY,
    colorLink: PUBLIC_PRIMARY,
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
