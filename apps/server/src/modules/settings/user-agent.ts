/** What the settings page shows of a user agent: browser with major version, OS, kind of device. */
export interface Device {
  browser: string | null;
  os: string | null;
  device: 'desktop' | 'mobile' | 'tablet' | 'bot' | 'unknown';
}

const major = (ua: string, re: RegExp): string | null => re.exec(ua)?.[1] ?? null;
const named = (name: string, version: string | null) => (version ? `${name} ${version}` : name);

/** Order matters: Edge, Opera and in-app browsers also say "Chrome", and Chrome also says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bMicroMessenger\/(\d+)/, 'WeChat'],
  [/\bUCBrowser\/(\d+)/, 'UC Browser'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:HeadlessChrome|CriOS|Chrome)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/\bcurl\/(\d+)/, 'curl'],
  [/\bPostmanRuntime\/(\d+)/, 'Postman'],
];

const WINDOWS: Record<string, string> = {
  '10.0': '10/11',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
};

function browserOf(ua: string): string | null {
  for (const [re, name] of BROWSERS) {
    if (re.test(ua)) return named(name, major(ua, re));
  }
  return null;
}

function osOf(ua: string): string | null {
  const windows = /Windows NT (\d+\.\d+)/.exec(ua)?.[1];
  if (windows) return `Windows ${WINDOWS[windows] ?? windows}`;
  if (/\biPad\b/.test(ua)) return named('iPadOS', major(ua, /OS (\d+)_/));
  if (/\b(?:iPhone|iPod)\b/.test(ua)) return named('iOS', major(ua, /OS (\d+)_/));
  if (/\bAndroid\b/.test(ua)) return named('Android', major(ua, /Android (\d+)/));
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return 'macOS';
  if (/\bHarmonyOS\b/.test(ua)) return 'HarmonyOS';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return null;
}

/** A small parser of the user agents people log in with; anything else reads as unknown. */
export function parseUserAgent(ua: string | null | undefined): Device {
  const text = (ua ?? '').slice(0, 512);
  if (!text.trim()) return { browser: null, os: null, device: 'unknown' };
  const browser = browserOf(text);
  const os = osOf(text);
  let device: Device['device'] = 'unknown';
  if (/bot\b|spider|crawl|\bcurl\/|PostmanRuntime/i.test(text)) device = 'bot';
  else if (/\biPad\b|\bTablet\b/.test(text) || (/\bAndroid\b/.test(text) && !/\bMobile\b/.test(text)))
    device = 'tablet';
  else if (/\bMobi|\biPhone\b|\biPod\b/.test(text)) device = 'mobile';
  else if (os) device = 'desktop';
  return { browser, os, device };
}
