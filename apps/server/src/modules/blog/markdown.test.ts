import { describe, expect, it } from 'vitest';
import { countWords, parseFrontMatter, renderInline, renderMarkdown, safeHref } from './markdown';

describe('blog Markdown renderer', () => {
  it('renders headings, paragraphs, lists, quotes and rules', () => {
    const html = renderMarkdown(
      [
        '## A heading',
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
        '<p>First line same paragraph.</p>',
        '<ul><li>one</li><li>two continued</li></ul>',
        '<ol><li>first</li><li>second</li></ol>',
        '<blockquote><p>quoted</p></blockquote>',
        '<hr>',
      ].join('\n'),
    );
  });

  it('renders pipe tables', () => {
    expect(renderMarkdown('| Item | USD |\n|---|---:|\n| Lodging | **107** |\n| <b> | 1 |')).toBe(
      '<table><thead><tr><th>Item</th><th>USD</th></tr></thead><tbody>' +
        '<tr><td>Lodging</td><td><strong>107</strong></td></tr>' +
        '<tr><td>&lt;b&gt;</td><td>1</td></tr></tbody></table>',
    );
  });

  it('renders emphasis, code and web links', () => {
    expect(renderInline('**bold**, *it* and _it_ with `a*b*`')).toBe(
      '<strong>bold</strong>, <em>it</em> and <em>it</em> with <code>a*b*</code>',
    );
    expect(renderInline('see [OSM](https://www.openstreetmap.org) or [About](/about)')).toBe(
      'see <a href="https://www.openstreetmap.org" rel="noopener noreferrer nofollow">OSM</a> or <a href="/about">About</a>',
    );
    expect(renderInline('snake_case_name stays')).toBe('snake_case_name stays');
  });

  it('escapes HTML and drops unsafe link targets', () => {
    expect(renderMarkdown('<script>alert(1)</script> & "x"')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</p>',
    );
    expect(renderInline('[click](javascript:alert(1))')).toBe('click)');
    expect(renderInline('[x](data:text/html;base64,AAAA)')).toBe('x');
    expect(renderInline('[x](https://a.example/"onmouseover="y)')).toBe(
      '<a href="https://a.example/&quot;onmouseover=&quot;y" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('HTTPS://ok.example/a')).toBe('HTTPS://ok.example/a');
  });

  it('reads front matter with inline and block lists', () => {
    const { data, body } = parseFrontMatter(
      '---\ntitle: "A: title"\ntags: [a, b]\nother:\n  - x\n  - \'y\'\n---\n# Body\n',
    );
    expect(data).toEqual({ title: 'A: title', tags: ['a', 'b'], other: ['x', 'y'] });
    expect(body).toBe('# Body\n');
    expect(() => parseFrontMatter('---\nnot a pair\n---\n')).toThrow(/cannot read/);
  });

  it('counts words without Markdown markers', () => {
    expect(countWords('## Two words\n\n- [a link](https://x.example) and **more** — text')).toBe(7);
  });
});
