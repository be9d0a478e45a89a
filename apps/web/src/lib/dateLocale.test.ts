import { join } from 'node:path';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { moduleGraph } from '../test/moduleGraph';
import { datesFollowLanguage } from './dateLocale';
import { setLanguage, startIn } from './i18n';

const SRC = join(import.meta.dirname, '..');

describe('the console’s dates follow the UI language', () => {
  it('in Chinese from the start, in English after a switch, and back', async () => {
    await startIn('cn');
    dayjs.locale('en');
    datesFollowLanguage();
    expect(dayjs.locale()).toBe('zh-cn');
    await setLanguage('en');
    expect(dayjs.locale()).toBe('en');
    expect(dayjs('2026-03-01').format('MMMM')).toBe('March');
    await setLanguage('cn');
    expect(dayjs('2026-03-01').format('MMMM')).toBe('三月');
  });

  it('once, however often it is asked', async () => {
    datesFollowLanguage();
    datesFollowLanguage();
    await setLanguage('en');
    expect(dayjs.locale()).toBe('en');
    await startIn('cn');
    expect(dayjs.locale()).toBe('zh-cn');
  });

  it('is the console’s: the public entry neither downloads nor runs the date library', () => {
    const packages = (entry: string) => moduleGraph(SRC, [entry]).packages.map((p) => `${p.from} → ${p.to}`);
    expect(packages('public/main.tsx').filter((p) => p.includes('dayjs'))).toEqual([]);
    expect(packages('main.tsx')).toEqual(expect.arrayContaining(['lib/dateLocale.ts → dayjs']));
  });
});
