import { ConfigProvider, type ThemeConfig } from 'antd';
import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { usePreferences } from '../preferences';
import { readableShade } from './readableShade';
import { READABLE_TAGS, READABLE_TEXT } from './readableTokens';
import { kitSize } from './sizes';
import { type ShellTheme, themeByName } from './themes';

/** The theme's colours as CSS variables for the header, aside and tabs (SHELL-22). */
export function themeVariables(theme: ShellTheme, primary: string): CSSProperties {
  const vars: Record<string, string> = {
    '--mc-primary': primary,
    '--mc-frame-bg': theme.backgroundImage ?? theme.content,
    '--mc-header-bg': theme.header.bg,
    '--mc-header-text': theme.header.text,
    '--mc-header-border': theme.header.border,
    '--mc-aside-bg': theme.aside.bg,
    '--mc-aside-text': theme.aside.text,
    '--mc-aside-border': theme.aside.border,
    '--mc-tabs-bg': theme.tabs.bg,
    '--mc-tab-text': theme.tabs.text,
    '--mc-tab-active-bg': theme.tabs.activeBg,
    '--mc-tab-active-text': theme.tabs.activeText,
    '--mc-tabs-border': theme.tabs.border,
    '--mc-content-bg': theme.content,
  };
  return vars as CSSProperties;
}

/** SHELL-22..24: theme, primary colour and size of everything inside the shell. */
export function ThemeScope({
  children,
}: {
  children: (style: CSSProperties, theme: ShellTheme) => ReactNode;
}) {
  const theme = themeByName(usePreferences((s) => s.theme));
  // SHELL-24: the saved choice stays the user's; what is drawn is its shade that reads at 4.5:1
  const color = readableShade(usePreferences((s) => s.color));
  const size = kitSize(usePreferences((s) => s.size));
  const config = useMemo<ThemeConfig>(
    () => ({
      algorithm: size.algorithm,
      token: { colorPrimary: color, ...READABLE_TEXT },
      components: READABLE_TAGS,
    }),
    [size.algorithm, color],
  );
  return (
    <ConfigProvider componentSize={size.componentSize} theme={config}>
      {children(themeVariables(theme, color), theme)}
    </ConfigProvider>
  );
}
