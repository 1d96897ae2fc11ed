import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('Content-Disposition file names', () => {
  it('prefers the UTF-8 filename* and falls back to filename', () => {
    const header =
      "attachment; filename=\"Protokol_12_ot_22.11.2026.pdf\"; filename*=UTF-8''%D0%9F%D1%80%D0%BE%D1%82%D0%BE%D0%BA%D0%BE%D0%BB%20%E2%84%9612%20%D0%BE%D1%82%2022.11.2026.pdf";
    expect(fileNameFromDisposition(header)).toBe('Протокол №12 от 22.11.2026.pdf');
    expect(fileNameFromDisposition('attachment; filename="a b.docx"')).toBe('a b.docx');
    expect(fileNameFromDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A; filename=x.pdf")).toBe('x.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
