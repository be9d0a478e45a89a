import type { Page } from '@playwright/test';
import { choose } from './support';

/** A real 1x1 PNG and a one-page PDF, made here so the journey needs no files on disk. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const LABELS = {
  cn: { entity: '有限责任公司', industry: '电子商务', funds: '经营收入', id: '身份证' },
  en: {
    entity: 'Limited company',
    industry: 'E-commerce',
    funds: 'Business revenue',
    id: 'National ID card',
  },
};

/** Step 1 of the KYB form, with the labels of the page's language. */
export async function fillCompany(page: Page, lang: 'cn' | 'en') {
  await page.getByTestId('kyb-company_name').fill('Harbor Trading Ltd');
  await choose(page, 'kyb-entity_type', LABELS[lang].entity);
  await page.getByTestId('kyb-registration_number').fill('91310000MA1FL0001X');
  await page.getByTestId('kyb-registration_date').fill('2019-04-18');
  await page.getByTestId('kyb-registration_date').press('Enter');
  await page.getByTestId('kyb-address').fill('88 Century Avenue, Pudong, Shanghai');
  await page.getByTestId('kyb-business_scope').fill('Cross-border e-commerce');
  await choose(page, 'kyb-industry', LABELS[lang].industry);
  await choose(page, 'kyb-source_of_funds', LABELS[lang].funds);
  await page.getByTestId('kyb-website').fill('https://harbor.example.com');
}

/** Step 2 of the KYB form. */
export async function fillRepresentative(page: Page, lang: 'cn' | 'en') {
  await page.getByTestId('kyb-legal_rep_name').fill('Li Wei');
  await page.getByTestId('kyb-legal_rep_email').fill('li.wei@harbor.example.com');
  await page.getByTestId('kyb-legal_rep_phone').fill('+86 138 0013 8000');
  await choose(page, 'kyb-legal_rep_id_type', LABELS[lang].id);
  await page.getByTestId('kyb-legal_rep_id_number').fill('310101199001011234');
}

/** Chooses a file for one kind of document. */
export async function upload(page: Page, kind: string, name: string, mimeType: string, buffer: Buffer) {
  await page
    .getByTestId(`kyb-doc-${kind}`)
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType, buffer });
}
