import { namespaces, XML_DECLARATION, xmlText } from './sheet-xml';

/**
 * The parts of an XLSX file around its sheets (Office Open XML, the least Excel, LibreOffice and
 * exceljs need): content types, relationships, the workbook listing the sheets, the styles holding
 * the number formats of amounts.
 */

const TYPE = 'application/vnd.openxmlformats-officedocument';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOCUMENT_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** `[Content_Types].xml`: every `.xml` part is a worksheet but the workbook and the styles. */
export const contentTypesXml = `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="${TYPE}.package.relationships+xml"/><Default Extension="xml" ContentType="${TYPE}.spreadsheetml.worksheet+xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="${TYPE}.spreadsheetml.styles+xml"/></Types>`;

/** `_rels/.rels`: the package's document is the workbook. */
export const packageRelsXml = `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${DOCUMENT_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** The part of the n-th sheet (from 1). */
export const sheetPart = (n: number) => `xl/worksheets/sheet${n}.xml`;

/** `xl/workbook.xml`: the sheets by name, in order (relationship n is sheet n). */
export function workbookXml(names: readonly string[]): string {
  const sheets = names.map(
    (name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`,
  );
  return `${XML_DECLARATION}<workbook ${namespaces}><bookViews><workbookView/></bookViews><sheets>${sheets.join('')}</sheets></workbook>`;
}

/** `xl/_rels/workbook.xml.rels`: the sheets, then the styles. */
export function workbookRelsXml(sheets: number): string {
  const rel = (id: number, type: string, target: string) =>
    `<Relationship Id="rId${id}" Type="${DOCUMENT_RELS}/${type}" Target="${target}"/>`;
  const all = Array.from({ length: sheets }, (_, i) =>
    rel(i + 1, 'worksheet', `worksheets/sheet${i + 1}.xml`),
  );
  all.push(rel(sheets + 1, 'styles', 'styles.xml'));
  return `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELS}">${all.join('')}</Relationships>`;
}

/** The number format of an amount of `decimals` decimals: `0.00` for 2. */
export const amountFormat = (decimals: number) => (decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0');

/**
 * `xl/styles.xml`: style 0 is plain; style n (from 1) shows numbers in the n-th of `formats` (custom
 * number formats are numbered from 164).
 */
export function stylesXml(formats: readonly string[]): string {
  const numFmts = formats.map((code, i) => `<numFmt numFmtId="${164 + i}" formatCode="${xmlText(code)}"/>`);
  const xfs = formats.map(
    (_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
  );
  return `${XML_DECLARATION}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${
    formats.length ? `<numFmts count="${formats.length}">${numFmts.join('')}</numFmts>` : ''
  }<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${formats.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>${xfs.join('')}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
}
