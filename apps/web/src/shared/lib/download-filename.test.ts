import { describe, expect, it } from 'vitest';
import { downloadFilename } from './download-filename';

describe('downloadFilename', () => {
  it("takes the server's quoted file name", () => {
    expect(
      downloadFilename('attachment; filename="INV-2025-000012.pdf"', 'INV-2025-000012.pdf'),
    ).toBe('INV-2025-000012.pdf');
  });

  it('reads an unquoted name and unescapes a quoted one', () => {
    expect(downloadFilename('attachment; filename=invoice.pdf', 'x.pdf')).toBe('invoice.pdf');
    expect(downloadFilename('attachment; filename="a \\"b\\".pdf"', 'x.pdf')).toBe('a "b".pdf');
  });

  it('prefers the RFC 5987 extended name and decodes it', () => {
    expect(
      downloadFilename(
        `attachment; filename="plain.pdf"; filename*=UTF-8''Rechnung%20%C3%BC.pdf`,
        'x.pdf',
      ),
    ).toBe('Rechnung ü.pdf');
  });

  it('falls back when there is no header, no name or an empty name', () => {
    expect(downloadFilename(null, 'INV-1.pdf')).toBe('INV-1.pdf');
    expect(downloadFilename('attachment', 'INV-1.pdf')).toBe('INV-1.pdf');
    expect(downloadFilename('attachment; filename=""', 'INV-1.pdf')).toBe('INV-1.pdf');
  });

  it('never keeps a path in the name', () => {
    expect(downloadFilename('attachment; filename="../../etc/passwd"', 'x.pdf')).toBe(
      '.._.._etc_passwd',
    );
  });
});
