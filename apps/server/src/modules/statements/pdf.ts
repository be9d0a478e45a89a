import { fromMinor } from '@mc/contract';
import { periodOf, referenceOf, type StatementDocument, timeOf } from './document';
import { statementFont } from './fonts';
import { type StatementLang, statementLabels, typeLabel } from './labels';
import { type Column, drawTable, type Pen } from './pdf-table';

const MARGIN = 40;
const SIZE = 8;

/**
 * A statement as a PDF (A4 landscape): the platform's name, the merchant, the period and when it
 * was generated; the summary per asset (opening, in, out, closing); then each asset's movements
 * between its opening and closing rows. Table headers repeat on every page; each page is numbered
 * "Page n of m". The document is a stream: pipe it to the answer or collect it. pdfkit is loaded
 * with the first statement, not when the server starts.
 */
export async function statementPdf(d: StatementDocument, lang: StatementLang): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  const l = statementLabels[lang];
  const s = d.statement;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: `${d.appTitle} ${l.title} ${s.month}`,
      Author: d.appTitle,
      Subject: `${d.merchantName} ${s.month}`,
      CreationDate: s.generated_at,
    },
  });
  doc.registerFont('regular', statementFont('regular'));
  doc.registerFont('bold', statementFont('bold'));
  const pen: Pen = {
    doc,
    regular: 'regular',
    bold: 'bold',
    size: SIZE,
    bottom: doc.page.height - doc.page.margins.bottom,
    newPage: () => {
      doc.addPage();
      return doc.page.margins.top;
    },
  };
  const width = doc.page.width - 2 * MARGIN;
  const money = (asset: string, v: bigint) => fromMinor(v, d.decimals(asset));

  // header
  doc.font('bold').fontSize(16).text(d.appTitle, MARGIN, MARGIN, { width });
  doc.font('bold').fontSize(12).text(`${l.title} ${s.month}`, { width });
  doc.moveDown(0.4);
  const facts: [string, string][] = [
    [l.merchant, d.merchantName],
    [l.merchantId, s.merchant_id],
    [l.period, periodOf(s)],
    [l.generated, `${timeOf(s, s.generated_at)} (${s.timezone})`],
  ];
  for (const [label, value] of facts) {
    doc.font('bold').fontSize(9).text(`${label}: `, { continued: true }).font('regular').text(value);
  }
  doc
    .font('regular')
    .fontSize(SIZE)
    .fillColor('#444444')
    .text(`${l.timezone(s.timezone)}. ${l.basis}`);
  doc.fillColor('#000000');

  // summary
  let y = doc.y + 10;
  doc.font('bold').fontSize(11).text(l.summary, MARGIN, y);
  const summaryColumns: Column[] = [
    { label: l.cols.asset, width: 120 },
    { label: l.cols.opening, width: 140, align: 'right' },
    { label: l.cols.inflow, width: 130, align: 'right' },
    { label: l.cols.outflow, width: 130, align: 'right' },
    { label: l.cols.closing, width: 140, align: 'right' },
    { label: l.cols.count, width: 80, align: 'right' },
  ];
  y = drawTable(
    pen,
    summaryColumns,
    s.assets.map((a) => ({
      cells: [
        a.asset,
        money(a.asset, a.opening),
        money(a.asset, a.inflow),
        money(a.asset, a.outflow),
        money(a.asset, a.closing),
        String(a.movements),
      ],
    })),
    doc.y + 4,
  );

  // movements per asset
  const columns: Column[] = [
    { label: l.cols.time, width: 88 },
    { label: l.cols.type, width: 82 },
    { label: l.cols.reference, width: 140 },
    { label: l.cols.counterparty, width: 197 },
    { label: l.cols.amount, width: 85, align: 'right' },
    { label: l.cols.fee, width: 75, align: 'right' },
    { label: l.cols.balance, width: 95, align: 'right' },
  ];
  for (const a of s.assets) {
    y += 16;
    // the heading keeps its header and a few rows with it
    if (y + 110 > pen.bottom) y = pen.newPage();
    doc.font('bold').fontSize(11).fillColor('#000000').text(l.movementsOf(a.asset), MARGIN, y);
    const rows = d.movements.filter((m) => m.asset === a.asset);
    const body = [
      { cells: ['', l.openingRow, '', '', '', '', money(a.asset, a.opening)], strong: true },
      ...rows.map((m) => ({
        cells: [
          timeOf(s, m.created_at),
          typeLabel(l, m.type),
          referenceOf(m, l.objects),
          m.counterparty ?? '',
          money(a.asset, BigInt(m.change)),
          BigInt(m.fee) > 0n ? money(a.asset, BigInt(m.fee)) : '',
          money(a.asset, BigInt(m.balance_after)),
        ],
      })),
      { cells: ['', l.closingRow, '', '', '', '', money(a.asset, a.closing)], strong: true },
    ];
    y = drawTable(pen, columns, body, doc.y + 4, l.continued(a.asset));
  }

  // footers: page numbers once the count is known
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footY = doc.page.height - MARGIN + 4;
    doc.font('regular').fontSize(7).fillColor('#666666');
    doc.text(`${d.appTitle} · ${d.merchantName} · ${l.title} ${s.month}`, MARGIN, footY, {
      width: width / 2,
      lineBreak: false,
    });
    doc.text(l.page(i - range.start + 1, range.count), MARGIN + width / 2, footY, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return doc;
}
