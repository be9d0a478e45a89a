import { readableShade } from './readableShade';

/** SHELL-22: a theme's colours for the header, aside and tabs (also drawn as its preview). */
export interface ShellTheme {
  name: ThemeName;
  /** i18n key of the title. */
  title: string;
  /** CSS background of the whole frame (optional background image). */
  backgroundImage?: string;
  dark: boolean;
  header: { bg: string; text: string; border: string };
  aside: { bg: string; text: string; activeBg: string; activeText: string; border: string };
  tabs: { bg: string; text: string; activeBg: string; activeText: string; border: string };
  content: string;
}

export const THEME_NAMES = [
  'd2',
  'chester',
  'element',
  'violet',
  'line',
  'star',
  'tomorrow-night-blue',
] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** The template's blue (#409EFF) as text and under white text: its shade that reads at 4.5:1. */
const BLUE = readableShade('#409EFF');

const light = (accent: string) => ({ text: '#303133', activeBg: `${accent}1a`, activeText: accent });

export const themes: readonly ShellTheme[] = [
  {
    name: 'd2',
    title: 'theme.d2',
    dark: false,
    header: { bg: '#ffffff', text: '#303133', border: '#ebeef5' },
    aside: { bg: '#ffffff', ...light(BLUE), border: '#ebeef5' },
    tabs: { bg: '#f5f7fa', text: '#606266', activeBg: '#ffffff', activeText: BLUE, border: '#e4e7ed' },
    content: '#f4f6fa',
  },
  {
    name: 'chester',
    title: 'theme.chester',
    backgroundImage: 'linear-gradient(135deg, #f6ead7 0%, #e6cfae 55%, #d3b58c 100%)',
    dark: false,
    header: { bg: 'rgba(255, 250, 240, 0.55)', text: '#4a3826', border: 'rgba(74, 56, 38, 0.15)' },
    aside: {
      bg: 'rgba(255, 250, 240, 0.35)',
      text: '#4a3826',
      activeBg: 'rgba(120, 80, 40, 0.16)',
      activeText: '#7a4b1d',
      border: 'rgba(74, 56, 38, 0.15)',
    },
    tabs: {
      bg: 'rgba(255, 250, 240, 0.4)',
      text: '#6b5337',
      activeBg: '#fffaf0',
      activeText: '#7a4b1d',
      border: 'rgba(74, 56, 38, 0.2)',
    },
    content: 'rgba(255, 250, 240, 0.6)',
  },
  {
    name: 'element',
    title: 'theme.element',
    dark: false,
    header: { bg: BLUE, text: '#ffffff', border: '#3a8ee6' },
    aside: { bg: '#ffffff', ...light(BLUE), border: '#e4e7ed' },
    tabs: { bg: '#ecf5ff', text: BLUE, activeBg: BLUE, activeText: '#ffffff', border: '#b3d8ff' },
    content: '#f5f7fa',
  },
  {
    name: 'violet',
    title: 'theme.violet',
    dark: true,
    header: { bg: '#5b3cc4', text: '#ffffff', border: '#4a2fa8' },
    aside: { bg: '#2d1b69', text: '#d9ccff', activeBg: '#6f4ee0', activeText: '#ffffff', border: '#24145a' },
    tabs: { bg: '#ede7ff', text: '#5b3cc4', activeBg: '#5b3cc4', activeText: '#ffffff', border: '#d4c7ff' },
    content: '#f6f3ff',
  },
  {
    name: 'line',
    title: 'theme.line',
    backgroundImage: 'repeating-linear-gradient(0deg, #ffffff 0 23px, #eef0f3 23px 24px)',
    dark: false,
    header: { bg: '#ffffff', text: '#111111', border: '#111111' },
    aside: { bg: '#ffffff', text: '#111111', activeBg: '#111111', activeText: '#ffffff', border: '#111111' },
    tabs: { bg: '#ffffff', text: '#111111', activeBg: '#111111', activeText: '#ffffff', border: '#111111' },
    content: 'transparent',
  },
  {
    name: 'star',
    title: 'theme.star',
    backgroundImage:
      'radial-gradient(1px 1px at 20% 30%, #fff 50%, transparent 51%), radial-gradient(1px 1px at 70% 60%, #fff 50%, transparent 51%), radial-gradient(1.5px 1.5px at 40% 80%, #cfe3ff 50%, transparent 51%), radial-gradient(1px 1px at 85% 15%, #fff 50%, transparent 51%), linear-gradient(160deg, #0b1026 0%, #1b2a5a 100%)',
    dark: true,
    header: { bg: 'rgba(11, 16, 38, 0.6)', text: '#e6ecff', border: 'rgba(255, 255, 255, 0.12)' },
    aside: {
      bg: 'rgba(11, 16, 38, 0.45)',
      text: '#c5d0f0',
      activeBg: 'rgba(120, 150, 255, 0.3)',
      activeText: '#ffffff',
      border: 'rgba(255, 255, 255, 0.1)',
    },
    tabs: {
      bg: 'rgba(11, 16, 38, 0.35)',
      text: '#c5d0f0',
      activeBg: '#ffffff',
      activeText: '#1b2a5a',
      border: 'rgba(255, 255, 255, 0.15)',
    },
    content: 'rgba(244, 246, 250, 0.92)',
  },
  {
    name: 'tomorrow-night-blue',
    title: 'theme.tomorrowNightBlue',
    dark: true,
    header: { bg: '#002451', text: '#ffffff', border: '#001733' },
    aside: { bg: '#00346e', text: '#bbdaff', activeBg: '#0a4a94', activeText: '#ffffff', border: '#002451' },
    tabs: { bg: '#001c40', text: '#bbdaff', activeBg: '#ffffff', activeText: '#002451', border: '#00346e' },
    content: '#f2f6fb',
  },
];

export const DEFAULT_THEME: ThemeName = 'd2';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

/** SHELL-22: an unknown name falls back to the first theme (d2). */
export function themeByName(name: unknown): ShellTheme {
  const found = themes.find((theme) => theme.name === name);
  return found ?? (themes[0] as ShellTheme);
}
