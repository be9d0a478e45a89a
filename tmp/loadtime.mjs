import { chromium, request as req } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:4400';
const api = await req.newContext({ baseURL: base });
const email = `lt.${Date.now().toString(36)}@example.com`;
await api.post('/api/merchant/send-code', { data: { email, purpose: 'register' } });
let code;
for (let i = 0; i < 20 && !code; i++) { const b = await (await api.get(`/api/dev/mailbox?email=${encodeURIComponent(email)}`)).json(); code = /\b(\d{6})\b/.exec(b.data.items[0]?.text ?? '')?.[1]; if (!code) await new Promise(r=>setTimeout(r,250)); }
const pw = 'Correct-Horse-42';
const r = await api.post('/api/merchant/register', { data: { merchant_name: 'Load Ltd', merchant_type: 'enterprise', email, password: pw, password_confirmation: pw, code, token: '' } });
const login = await (await api.post('/api/merchant/login', { data: { email, password: pw } })).json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
await ctx.addCookies([{ name: 'token', value: login.data.token, url: base }, { name: 'uuid', value: login.data.merchant_id, url: base }]);
const page = await ctx.newPage();
const reqs = [];
page.on('requestfinished', (rq) => { const t = rq.timing(); reqs.push({ url: rq.url().replace(base, ''), start: Math.round(t.startTime), end: Math.round(t.responseEnd) }); });
for (const path of (process.env.PATHS ?? '/index,/transaction-history,/receive/batch').split(',')) {
  reqs.length = 0;
  const t0 = Date.now();
  await page.goto(base + path);
  const tl = Date.now() - t0;
  await page.getByTestId('layout').waitFor({ timeout: 60000 });
  const tLayout = Date.now() - t0;
  await page.locator('.mc-page').first().waitFor({ timeout: 60000 });
  const tPage = Date.now() - t0;
  const nav = await page.evaluate(() => JSON.stringify(performance.getEntriesByType('navigation')[0].toJSON(), ['domContentLoadedEventEnd','loadEventEnd','responseEnd']));
  console.log(path, { load: tl, layout: tLayout, page: tPage, nav });
  if (process.env.V) { const t00 = Math.min(...reqs.map(r=>r.start)); for (const q of reqs.sort((a,b)=>a.start-b.start)) console.log('  ', q.start - t00, q.end, q.url.slice(0,90)); }
}
await browser.close(); await api.dispose();
