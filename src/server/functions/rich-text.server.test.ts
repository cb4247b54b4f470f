import { describe, expect, it } from 'vitest';
import { plainText, richText } from './rich-text.server';

describe('richText: what staff write in the Dashboard, made safe', () => {
  it('keeps the structure and links staff may write', () => {
    const html =
      '<h2>Act one</h2><p>A <strong>bold</strong> and <em>quiet</em> night.</p><ul><li>one</li></ul><blockquote>Quote</blockquote><p><a href="/en/plays/tartuffe">Tartuffe</a></p>';
    expect(richText(html)).toBe(html);
  });

  it('opens links that leave the site safely', () => {
    expect(richText('<p><a href="https://example.org/x">x</a></p>')).toBe(
      '<p><a href="https://example.org/x" rel="noopener noreferrer" target="_blank">x</a></p>',
    );
  });

  it.each([
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<p>a<img src=x onerror=alert(1)></p>', '<p>a</p>'],
    ['<p onclick="alert(1)">a</p>', '<p>a</p>'],
    ['<p><a href="javascript:alert(1)">a</a></p>', '<p><a>a</a></p>'],
    ['<p><a href="JaVaScRiPt:alert(1)">a</a></p>', '<p><a>a</a></p>'],
    ['<p><a href="javascript&colon;alert(1)">a</a></p>', '<p><a>a</a></p>'],
    ['<p><a href="  java\tscript:alert(1)">a</a></p>', '<p><a>a</a></p>'],
    ['<p><a href="data:text/html,<script>alert(1)</script>">a</a></p>', '<p><a>a</a></p>'],
    ['<p><a href="//evil.example/">a</a></p>', '<p><a>a</a></p>'],
    ['<svg onload="alert(1)"><circle/></svg><p>a</p>', '<p>a</p>'],
    ['<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    ['<style>body{display:none}</style><p style="color:red">a</p>', '<p>a</p>'],
    ['<form action="https://evil.example"><input name="card"></form><p>a</p>', '<p>a</p>'],
    ['<h1>Title</h1>', '<h2>Title</h2>'],
  ])('removes what could run, style or load: %s', (hostile, safe) => {
    expect(richText(hostile)).toBe(safe);
  });

  it('turns the seed’s plain text into paragraphs and headings, escaped', () => {
    expect(richText('First & last.\n\n## Act 1 < Act 2 > "prologue"\n\nSecond.')).toBe(
      '<p>First &amp; last.</p><h2>Act 1 &lt; Act 2 &gt; &quot;prologue&quot;</h2><p>Second.</p>',
    );
    expect(richText('')).toBe('');
    expect(richText(null)).toBe('');
  });
});

describe('plainText: words for meta descriptions and structured data', () => {
  it('drops markup, keeps the words and their characters', () => {
    expect(plainText('<p>Rock &amp; roll</p><p>“Quotes” <script>alert(1)</script>&lt;3</p>')).toBe(
      'Rock & roll “Quotes” <3',
    );
    expect(plainText('Plain & simple')).toBe('Plain & simple');
  });
});
