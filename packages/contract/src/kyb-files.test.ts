import { describe, expect, it } from 'vitest';
import { missingKybFields } from './kyb';
import { sanitizeKybFileName, sniffKybFile } from './kyb-files';

const bytes = (...v: number[]) => new Uint8Array(v);
const bmpHead = (infoSize: number, reserved = 0) => {
  const b = new Uint8Array(18);
  b.set([0x42, 0x4d, 0x3a, 0, 0, 0, reserved, 0, 0, 0, 0x36, 0, 0, 0, infoSize, 0, 0, 0]);
  return b;
};

describe('KYB documents: type by content', () => {
  it('knows PDF, PNG, JPEG and BMP by their first bytes', () => {
    expect(sniffKybFile(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffKybFile(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffKybFile(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('image/jpeg');
    for (const size of [12, 40, 108, 124]) expect(sniffKybFile(bmpHead(size))).toBe('image/bmp');
  });

  it('refuses everything else, including look-alikes and truncated headers', () => {
    expect(sniffKybFile(bytes(0x50, 0x4b, 0x03, 0x04))).toBeNull(); // ZIP
    expect(sniffKybFile(bytes(0x4d, 0x5a, 0x90, 0))).toBeNull(); // Windows executable
    expect(sniffKybFile(bytes(0x52, 0x61, 0x72, 0x21))).toBeNull(); // RAR
    expect(sniffKybFile(new TextEncoder().encode('%PDF'))).toBeNull(); // the dash is part of the signature
    expect(sniffKybFile(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffKybFile(bmpHead(41))).toBeNull();
    expect(sniffKybFile(bmpHead(40, 1))).toBeNull();
    expect(sniffKybFile(bmpHead(40).subarray(0, 10))).toBeNull();
    expect(sniffKybFile(new Uint8Array(0))).toBeNull();
  });
});

describe('KYB documents: display names', () => {
  it('keeps only the last path segment without control or markup characters', () => {
    expect(sanitizeKybFileName('../../etc/passwd.png')).toBe('passwd.png');
    expect(sanitizeKybFileName('C:\\Users\\li\\身份证 正面.JPG')).toBe('身份证 正面.JPG');
    expect(sanitizeKybFileName('a\u0000b\u202e<script>.png')).toBe('abscript.png');
    expect(sanitizeKybFileName('...hidden.pdf')).toBe('hidden.pdf');
    expect(sanitizeKybFileName('   ')).toBe('document');
    expect(sanitizeKybFileName('../')).toBe('document');
  });

  it('shortens long names to 120 characters, extension kept', () => {
    const name = sanitizeKybFileName(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('KYB form', () => {
  it('names the required fields still empty, the website being optional', () => {
    expect(missingKybFields({ company_name: 'Acme', website: '' })).toEqual([
      'entity_type',
      'registration_number',
      'registration_date',
      'address',
      'business_scope',
      'industry',
      'source_of_funds',
      'legal_rep_name',
      'legal_rep_email',
      'legal_rep_phone',
      'legal_rep_id_type',
      'legal_rep_id_number',
    ]);
  });
});
