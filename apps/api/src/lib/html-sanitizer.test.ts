// Unit tests of the editor-HTML sanitiser with hostile input: whatever an editor (or an attacker
// with editor rights) stored, no script can run in the visitor's browser.
import { describe, expect, it } from 'vitest';
import { sanitizeEditorHtml } from './html-sanitizer.ts';

describe('sanitizeEditorHtml', () => {
  it('keeps ordinary formatting, links and images', () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>italic</em> and <a href="https://afisha.example/x" title="x">a link</a>.</p><ul><li>one</li></ul><img src="https://afisha.example/a.png" alt="A" />';
    expect(sanitizeEditorHtml(html)).toBe(html);
  });

  it.each([
    ['a script element', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['a script in upper case', '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT><p>a</p>', '<p>a</p>'],
    ['an event handler', '<p onclick="alert(1)" onmouseover="alert(2)">a</p>', '<p>a</p>'],
    ['an image with onerror', '<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['an obfuscated javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['a protocol-relative image', '<img src="//evil.example/x.png">', '<img />'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    [
      'a style element and attribute',
      '<style>body{display:none}</style><p style="position:fixed">a</p>',
      '<p>a</p>',
    ],
    ['an svg with script', '<svg><script>alert(1)</script></svg><p>a</p>', '<p>a</p>'],
    ['a form', '<form action="https://evil.example"><input name="card"></form>', ''],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', ''],
    ['an unclosed tag', '<p>a<script>alert(1)', '<p>a</p>'],
  ])('removes %s', (_case, html, expected) => {
    expect(sanitizeEditorHtml(html)).toBe(expected);
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    expect(sanitizeEditorHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('escapes text that only looks like markup', () => {
    expect(sanitizeEditorHtml('1 < 2 & "quotes"')).toBe('1 &lt; 2 &amp; "quotes"');
  });
});

describe('sanitizeEditorHtml memo', () => {
  it('answers the same clean text for the same input, again and again', () => {
    const html = '<p onclick="x()">memo</p><script>1</script>';
    for (let i = 0; i < 3; i += 1) expect(sanitizeEditorHtml(html)).toBe('<p>memo</p>');
  });

  it('keeps sanitising correctly past the memo size (many distinct inputs)', () => {
    for (let i = 0; i < 1200; i += 1) {
      expect(sanitizeEditorHtml(`<p>${i}</p><img src=x onerror=alert(${i})>`)).toBe(
        `<p>${i}</p><img src="x" />`,
      );
    }
  });
});
