import type { ThemeConfig } from 'antd';

/**
 * The primary colour of the pages outside the shell (sign-in, payment): a blue that reads at 4.5:1 or
 * more against white both ways (WCAG AA), as button background and as link text. Inside the shell the
 * user's colour applies (SHELL-24, default #409EFF, `shell/theme/ThemeScope`).
 */
export const PUBLIC_PRIMARY = '#1668DC';

/**
 * Latin fonts first, the Chinese ones after them: a Chinese font's punctuation is full width, so an
 * English apostrophe or quote set in it reads as a gap ("platform’ s"); Chinese text falls through
 * to the Chinese fonts, those Linux has named first (`components/base.css` says why). The same list as there.
 */
export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', sans-serif";

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: PUBLIC_PRIMARY,
    colorLink: PUBLIC_PRIMARY,
    borderRadius: 8,
    fontFamily: FONT_FAMILY,
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
