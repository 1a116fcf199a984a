/**
 * A small, safe Markdown renderer for the blog's own articles: headings (#–####), paragraphs,
 * bullet and numbered lists, block quotes, pipe tables, horizontal rules, **strong**, *emphasis*,
 * `code` and [links](https://…). Everything else is text: all input is HTML-escaped before any markup is
 * added, and links keep only http(s) and site-relative targets, so no script or attribute can
 * get through.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Only web links and paths of this site; anything else (javascript:, data:) is dropped. */
export function safeHref(href: string): string | null {
  const target = href.trim();
  if (/^https?:\/\/[^\s]+$/i.test(target)) return target;
  if (/^\/(?!\/)[^\s]*$/.test(target)) return target;
  return null;
}

/** Inline markup of one block, from raw (unescaped) Markdown text. */
export function renderInline(text: string): string {
  // Code spans first: their content is shown literally.
  const parts = text.split(/(`[^`]+`)/);
  return parts
    .map((part) => {
      if (part.length > 2 && part.startsWith('`') && part.endsWith('`')) {
        return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      }
      return renderEmphasisAndLinks(part);
    })
    .join('');
}

function renderEmphasisAndLinks(text: string): string {
  let out = '';
  let rest = text;
  const link = /\[([^\]]+)\]\(([^)\s]+)\)/;
  for (let match = link.exec(rest); match; match = link.exec(rest)) {
    out += renderEmphasis(escapeHtml(rest.slice(0, match.index)));
    const label = renderEmphasis(escapeHtml(match[1]!));
    const href = safeHref(match[2]!);
    out += href
      ? `<a href="${escapeHtml(href)}"${/^https?:/i.test(href) ? ' rel="noopener noreferrer nofollow"' : ''}>${label}</a>`
      : label;
    rest = rest.slice(match.index + match[0].length);
  }
  return out + renderEmphasis(escapeHtml(rest));
}

/** Works on escaped text: the markers * and _ are not touched by escaping. */
function renderEmphasis(html: string): string {
  return html
    .replace(/\*\*(?=\S)([^*]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*(?=\S)([^*]*?\S)\*(?!\w)/g, '$1<em>$2</em>')
    .replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1<em>$2</em>');
}

type Block =
  | { type: 'heading'; level: number; text: string }
  | { type: 'paragraph'; lines: string[] }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'quote'; lines: string[] }
  | { type: 'table'; rows: string[][] }
  | { type: 'rule' };

const tableCells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());

function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  const flush = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: 'heading', level: heading[1]!.length, text: heading[2]!.trim() });
      continue;
    }
    if (/^(-{3,}|\*{3,})$/.test(line.trim())) {
      flush();
      blocks.push({ type: 'rule' });
      continue;
    }
    if (line.trimStart().startsWith('|')) {
      const open = current as Block | null;
      if (!open || open.type !== 'table') {
        flush();
        current = { type: 'table', rows: [] };
      }
      // The |---|---| line under the header only marks it.
      if (!/^\|?[\s:|-]+\|?$/.test(line.trim())) {
        (current as unknown as { rows: string[][] }).rows.push(tableCells(line));
      }
      continue;
    }
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = !bullet;
      const open = current as Block | null;
      if (!open || open.type !== 'list' || open.ordered !== ordered) {
        flush();
        current = { type: 'list', ordered, items: [] };
      }
      (current as unknown as { items: string[] }).items.push(item[1]!);
      continue;
    }
    const quote = /^>\s?(.*)$/.exec(line);
    if (quote) {
      const open = current as Block | null;
      if (!open || open.type !== 'quote') {
        flush();
        current = { type: 'quote', lines: [] };
      }
      (current as unknown as { lines: string[] }).lines.push(quote[1]!);
      continue;
    }
    const open = current as Block | null;
    if (open?.type === 'list' && /^\s{2,}\S/.test(raw)) {
      // A continuation line of the last list item.
      open.items[open.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (!open || open.type !== 'paragraph') {
      flush();
      current = { type: 'paragraph', lines: [] };
    }
    (current as unknown as { lines: string[] }).lines.push(line.trim());
  }
  flush();
  return blocks;
}

/** Slug of a heading, for in-page anchors. */
export function headingId(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function renderMarkdown(markdown: string): string {
  return parseBlocks(markdown)
    .map((block) => {
      switch (block.type) {
        case 'heading': {
          // The article title is the page's h1: Markdown headings start at h2.
          const level = Math.max(2, block.level);
          const id = headingId(block.text);
          return `<h${level} id="${id}">${renderInline(block.text)}</h${level}>`;
        }
        case 'paragraph':
          return `<p>${renderInline(block.lines.join(' '))}</p>`;
        case 'list': {
          const tag = block.ordered ? 'ol' : 'ul';
          return `<${tag}>${block.items.map((i) => `<li>${renderInline(i)}</li>`).join('')}</${tag}>`;
        }
        case 'quote':
          return `<blockquote><p>${renderInline(block.lines.join(' '))}</p></blockquote>`;
        case 'table': {
          const [head = [], ...body] = block.rows;
          const cells = (row: string[], tag: 'th' | 'td') =>
            `<tr>${row.map((c) => `<${tag}>${renderInline(c)}</${tag}>`).join('')}</tr>`;
          return `<table><thead>${cells(head, 'th')}</thead><tbody>${body.map((r) => cells(r, 'td')).join('')}</tbody></table>`;
        }
        case 'rule':
          return '<hr>';
      }
    })
    .join('\n');
}

/** Words of the article text, without Markdown markers. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`]/g, ' ')
    .trim();
  return text ? text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length : 0;
}

export interface FrontMatter {
  title: string;
  summary: string;
  author: string;
  published_at: string;
  tags: string[];
  image: string | null;
}

/**
 * Splits `---` front matter (flat `key: value` lines; tags as `[a, b]` or a `- item` list;
 * values may be quoted) from the Markdown body.
 */
export function parseFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return { data: {}, body: text };
  const data: Record<string, unknown> = {};
  let listKey: string | null = null;
  for (const line of match[1]!.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const item = /^\s+-\s+(.*)$/.exec(line);
    if (item && listKey) {
      (data[listKey] as string[]).push(unquote(item[1]!));
      continue;
    }
    const pair = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (!pair) throw new Error(`front matter: cannot read "${line}"`);
    const [, key, value] = pair as unknown as [string, string, string];
    if (value === '') {
      data[key] = [];
      listKey = key;
    } else if (value.startsWith('[') && value.endsWith(']')) {
      data[key] = value
        .slice(1, -1)
        .split(',')
        .map((v) => unquote(v.trim()))
        .filter(Boolean);
      listKey = null;
    } else {
      data[key] = unquote(value.trim());
      listKey = null;
    }
  }
  return { data, body: text.slice(match[0].length) };
}

function unquote(value: string): string {
  const v = value.trim();
  if ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))) {
    return v.slice(1, -1);
  }
  return v;
}
