/**
 * The file name a download is saved under: the server's `Content-Disposition` name when it sends
 * one (RFC 6266: `filename*` with its RFC 5987 encoding wins over `filename`), otherwise the
 * fallback. Path separators are dropped so that a name can never point into another folder.
 */
export function downloadFilename(contentDisposition: string | null, fallback: string): string {
  const name = contentDisposition ? dispositionName(contentDisposition) : null;
  const safe = name?.replace(/[/\\]/g, '_').trim();
  return safe ? safe : fallback;
}

function dispositionName(header: string): string | null {
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2]!.trim());
    } catch {
      // A badly encoded extended name: fall back to the plain one below.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return quoted[1]!.replace(/\\(.)/g, '$1');
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare ? bare[1]! : null;
}
