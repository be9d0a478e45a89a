import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PeriodRow } from '../history';
import type { StatementDocument } from './document';
import type { StatementLang } from './labels';
import { pdfBuffer } from './pdf-buffer';

// The statement PDF rendered to PNG pages with poppler's pdftoppm, and its text read back with
// pdftotext (installed with poppler-utils; the test is skipped without it). STATEMENT_PNG_DIR
// keeps the pages for a person to look at.
const hasPoppler = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const start = new Date('2026-10-01T00:00:00Z');
const MERCHANT = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';

function movement(i: number, asset: string, change: bigint, balance: bigint): PeriodRow {
  const incoming = change > 0n;
  return {
    id: String(1000 + i),
    created_at: new Date(start.getTime() + i * 9 * 3_600_000),
    type: incoming ? 'order_settled' : 'remittance',
    kind: incoming ? 'order_settled' : 'payout_held',
    asset,
    network: 'TRC20',
    amount: change,
    fee: incoming ? 0n : 1_000_000n,
    change,
    balance_after: balance,
    order_no: incoming ? `ORD-2026100${i}` : null,
    counterparty: incoming ? null : 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    tx_hash: null,
    remark: null,
    ref_type: incoming ? 'receipt_order' : 'payout',
    ref_id: `${i}`,
  };
}

/** October: 70 USDT movements (several pages), a few of USDC, one top-up in USD. */
function october(): StatementDocument {
  const rows: PeriodRow[] = [];
  let usdt = 500_000_000n;
  for (let i = 0; i < 70; i++) {
    const change = i % 3 === 2 ? -41_000_000n : 12_345_678n;
    usdt += change;
    rows.push(movement(i, 'USDT', change, usdt));
  }
  rows.push(movement(3, 'USDC', 25_000_000n, 25_000_000n));
  rows.push({
    ...movement(5, 'USD', 150_000n, 150_000n),
    type: 'fiat_topup',
    order_no: null,
    ref_type: 'fiat_topup',
  });
  return {
    appTitle: 'Merchant Console',
    merchantName: '蓝港贸易有限公司 Blue Harbor Trading Ltd',
    decimals: (asset) => (asset === 'USD' ? 2 : 6),
    movements: rows,
    statement: {
      id: '1',
      merchant_id: MERCHANT,
      month: '2026-10',
      timezone: 'UTC',
      period_start: start,
      period_end: new Date('2026-11-01T00:00:00Z'),
      generated_at: new Date('2026-11-01T00:05:00Z'),
      assets: [
        { asset: 'USD', opening: 0n, inflow: 150_000n, outflow: 0n, closing: 150_000n, movements: 1 },
        { asset: 'USDC', opening: 0n, inflow: 25_000_000n, outflow: 0n, closing: 25_000_000n, movements: 1 },
        {
          asset: 'USDT',
          opening: 500_000_000n,
          inflow: 47n * 12_345_678n,
          outflow: 23n * 41_000_000n,
          closing: usdt,
          movements: 70,
        },
      ],
    },
  };
}

describe.skipIf(!hasPoppler)('the statement PDF', () => {
  for (const [lang, page1, header] of [
    ['cn', '第 1 页 / 共', '期初余额'],
    ['en', 'Page 1 of', 'Opening balance'],
  ] as [StatementLang, string, string][]) {
    it(`renders in ${lang}: pages numbered, headers on every page, Chinese printed`, async () => {
      const dir = process.env.STATEMENT_PNG_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'statement-'));
      fs.mkdirSync(dir, { recursive: true });
      const pdf = await pdfBuffer(october(), lang);
      expect(pdf.length).toBeLessThan(400_000); // the font is embedded as a subset
      const file = path.join(dir, `statement-${lang}.pdf`);
      fs.writeFileSync(file, pdf);
      execFileSync('pdftoppm', ['-png', '-r', '80', file, path.join(dir, `statement-${lang}`)]);
      const pngs = fs
        .readdirSync(dir)
        .filter((f) => f.startsWith(`statement-${lang}-`) && f.endsWith('.png'));
      expect(pngs.length).toBeGreaterThanOrEqual(2);

      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      const pages = text.split('\f').filter((p) => p.trim());
      expect(pages).toHaveLength(pngs.length);
      // pdftotext drops the spaces between Chinese and digits
      const squeezed = (p: string) => p.replace(/\s+/g, '');
      pages.forEach((p, i) => {
        const numbered = lang === 'cn' ? `第${i + 1}页/共${pages.length}页` : `Page${i + 1}of${pages.length}`;
        expect(squeezed(p)).toContain(numbered);
        if (i > 0) expect(p).toContain(lang === 'cn' ? '变动后余额' : 'Balance after');
      });
      expect(squeezed(pages[0]!)).toContain(squeezed(page1));
      expect(text).toContain('蓝港贸易有限公司');
      expect(text).toContain(MERCHANT);
      expect(text).toContain(header);
      expect(text).toContain('ORD-20261004');
      if (!process.env.STATEMENT_PNG_DIR) fs.rmSync(dir, { recursive: true, force: true });
    });
  }
});
