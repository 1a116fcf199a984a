import MarkdownIt, { type Token } from 'markdown-it';
import { parse as parseYaml } from 'yaml';

/**
 * The blog's own articles are CommonMark (plus GFM tables) rendered by markdown-it. Raw HTML in an
 * article is shown as text (`html: false`), and links keep only http(s) and site-relative
 * targets, so no script or attribute can get through.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** Only web links and paths of this site; anything else (javascript:, data:, //host) is refused. */
export function safeHref(href: string): string | null {
  const target = href.trim();
  if (/^https?:\/\/[^\s]+$/i.test(target)) return target;
  if (/^\/(?!\/)[^\s]*$/.test(target)) return target;
  return null;
}

// markdown-it keeps a refused link's text as plain text: "[x](javascript:…)" reads as written.
md.validateLink = (url) => safeHref(url) !== null;

/** Slug of a heading, for in-page anchors. */
export function headingId(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The words of an inline token, without its markers: text, code and link labels. */
function plainText(inline: Token): string {
  return (inline.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');
}

// The article title is the page's h1, so Markdown headings start at h2; each gets an anchor id.
md.core.ruler.push('blog_headings', (state) => {
  state.tokens.forEach((token, i) => {
    if (token.type !== 'heading_open' && token.type !== 'heading_close') return;
    if (token.tag === 'h1') token.tag = 'h2';
    if (token.type === 'heading_open')
      token.attrSet('id', headingId(plainText(state.tokens[i + 1]!)));
  });
});

// Links off the site must not pass the reader's session or rank the target.
md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  if (/^https?:/i.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('rel', 'noopener noreferrer nofollow');
  }
  return self.renderToken(tokens, idx, options);
};

export function renderMarkdown(markdown: string): string {
  return md.render(markdown).trimEnd();
}

/** Words of the article text, without Markdown markers (reading time). */
export function countWords(markdown: string): number {
  const text = md
    .parse(markdown, {})
    .filter((token) => token.type === 'inline')
    .map(plainText)
    .join(' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Splits `---` YAML front matter from the Markdown body; the caller validates its fields. */
export function parseFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return { data: {}, body: text };
  const data: unknown = parseYaml(match[1]!);
  if (data === null) return { data: {}, body: text.slice(match[0].length) };
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new Error('front matter: cannot read it as "key: value" lines');
  }
  return { data: data as Record<string, unknown>, body: text.slice(match[0].length) };
}
