import { describe, expect, it } from 'vitest';
import { countWords, parseFrontMatter, renderMarkdown, safeHref } from './markdown';

describe('blog Markdown renderer', () => {
  it('renders headings from h2, paragraphs, lists, quotes and rules', () => {
    const html = renderMarkdown(
      [
        '# A heading',
        '',
        '### Café à la carte',
        '',
        'First line',
        'same paragraph.',
        '',
        '- one',
        '- two',
        '  continued',
        '',
        '1. first',
        '2. second',
        '',
        '> quoted',
        '',
        '---',
      ].join('\n'),
    );
    expect(html).toBe(
      [
        '<h2 id="a-heading">A heading</h2>',
        '<h3 id="cafe-a-la-carte">Café à la carte</h3>',
        '<p>First line\nsame paragraph.</p>',
        '<ul>\n<li>one</li>\n<li>two\ncontinued</li>\n</ul>',
        '<ol>\n<li>first</li>\n<li>second</li>\n</ol>',
        '<blockquote>\n<p>quoted</p>\n</blockquote>',
        '<hr>',
      ].join('\n'),
    );
  });

  it('renders pipe tables, escaping the HTML in a cell', () => {
    const html = renderMarkdown('| Item | USD |\n|---|---:|\n| Lodging | **107** |\n| <b> | 1 |');
    expect(html).toContain('<th>Item</th>\n<th style="text-align:right">USD</th>');
    expect(html).toContain(
      '<td>Lodging</td>\n<td style="text-align:right"><strong>107</strong></td>',
    );
    expect(html).toContain('<td>&lt;b&gt;</td>');
  });

  it('renders emphasis, code and web links', () => {
    expect(renderMarkdown('**bold**, *it* and _it_ with `a*b*`')).toBe(
      '<p><strong>bold</strong>, <em>it</em> and <em>it</em> with <code>a*b*</code></p>',
    );
    expect(renderMarkdown('see [OSM](https://www.openstreetmap.org) or [About](/about)')).toBe(
      '<p>see <a href="https://www.openstreetmap.org" rel="noopener noreferrer nofollow">OSM</a> or <a href="/about">About</a></p>',
    );
    expect(renderMarkdown('snake_case_name stays')).toBe('<p>snake_case_name stays</p>');
  });

  it('escapes HTML and refuses unsafe link targets', () => {
    expect(renderMarkdown('<script>alert(1)</script> & "x"')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</p>',
    );
    expect(renderMarkdown('<img src=x onerror=alert(1)>')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    );
    expect(renderMarkdown('[click](javascript:alert(1))')).toBe(
      '<p>[click](javascript:alert(1))</p>',
    );
    expect(renderMarkdown('[x](data:text/html;base64,AAAA)')).not.toContain('<a');
    expect(renderMarkdown('[x](//evil.example)')).not.toContain('<a');
    expect(renderMarkdown('[x](https://a.example/"onmouseover="y)')).toBe(
      '<p><a href="https://a.example/%22onmouseover=%22y" rel="noopener noreferrer nofollow">x</a></p>',
    );
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('HTTPS://ok.example/a')).toBe('HTTPS://ok.example/a');
  });

  it('reads YAML front matter with inline and block lists', () => {
    const { data, body } = parseFrontMatter(
      '---\ntitle: "A: title"\npublished_at: 2026-02-03\ntags: [a, b]\nother:\n  - x\n  - \'y\'\n---\n# Body\n',
    );
    // YAML 1.2: a date stays a string, for the importer's schema to check.
    expect(data).toEqual({
      title: 'A: title',
      published_at: '2026-02-03',
      tags: ['a', 'b'],
      other: ['x', 'y'],
    });
    expect(body).toBe('# Body\n');
    expect(parseFrontMatter('No front matter').data).toEqual({});
    expect(() => parseFrontMatter('---\nnot a pair\n---\n')).toThrow(/cannot read/);
    expect(() => parseFrontMatter('---\ntitle: [unclosed\n---\n')).toThrow();
  });

  it('counts words without Markdown markers', () => {
    expect(countWords('## Two words\n\n- [a link](https://x.example) and **more** — text')).toBe(7);
    expect(countWords('| Item | USD |\n|---|---|\n| Lodging | 107 |')).toBe(4);
  });
});
