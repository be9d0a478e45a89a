/** A table drawn into a pdfkit document: header repeated on each page, rows wrapped, never split. */

export interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

export interface TableRow {
  cells: readonly string[];
  /** Drawn in the bold face (opening and closing rows). */
  strong?: boolean;
}

const PAD = 3;
const RULE = '#999999';
const HEAD_FILL = '#eeeeee';

export interface Pen {
  doc: PDFKit.PDFDocument;
  regular: string;
  bold: string;
  size: number;
  /** Where the page's writing ends (above the footer). */
  bottom: number;
  /** Starts a new page and returns where writing starts on it. */
  newPage: () => number;
}

function rowHeight(pen: Pen, columns: readonly Column[], cells: readonly string[], font: string): number {
  pen.doc.font(font).fontSize(pen.size);
  const heights = columns.map((c, i) => pen.doc.heightOfString(cells[i] ?? '', { width: c.width - 2 * PAD }));
  return Math.max(...heights) + 2 * PAD;
}

function drawRow(
  pen: Pen,
  columns: readonly Column[],
  cells: readonly string[],
  y: number,
  opts: { font: string; fill?: string },
): number {
  const { doc } = pen;
  const height = rowHeight(pen, columns, cells, opts.font);
  const left = doc.page.margins.left;
  const width = columns.reduce((s, c) => s + c.width, 0);
  if (opts.fill) doc.rect(left, y, width, height).fill(opts.fill);
  doc.fillColor('#000000').font(opts.font).fontSize(pen.size);
  let x = left;
  columns.forEach((c, i) => {
    doc.text(cells[i] ?? '', x + PAD, y + PAD, { width: c.width - 2 * PAD, align: c.align ?? 'left' });
    x += c.width;
  });
  doc
    .moveTo(left, y + height)
    .lineTo(left + width, y + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  return y + height;
}

/**
 * Draws the table from `y`; returns where it ends. A row that does not fit goes to a new page, where
 * the `continued` caption (which table this is) and the header come first.
 */
export function drawTable(
  pen: Pen,
  columns: readonly Column[],
  rows: readonly TableRow[],
  y: number,
  continued?: string,
): number {
  const header = columns.map((c) => c.label);
  const headHeight = rowHeight(pen, columns, header, pen.bold);
  let at = y;
  const head = () => {
    at = drawRow(pen, columns, header, at, { font: pen.bold, fill: HEAD_FILL });
  };
  if (at + headHeight + rowHeight(pen, columns, rows[0]?.cells ?? header, pen.regular) > pen.bottom) {
    at = pen.newPage();
  }
  head();
  for (const row of rows) {
    const font = row.strong ? pen.bold : pen.regular;
    if (at + rowHeight(pen, columns, row.cells, font) > pen.bottom) {
      at = pen.newPage();
      if (continued) {
        pen.doc
          .font(pen.bold)
          .fontSize(pen.size + 1)
          .fillColor('#000000');
        pen.doc.text(continued, pen.doc.page.margins.left, at);
        at = pen.doc.y + 3;
      }
      head();
    }
    at = drawRow(pen, columns, row.cells, at, { font });
  }
  return at;
}
