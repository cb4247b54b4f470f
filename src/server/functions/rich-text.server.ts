import sanitizeHtml from 'sanitize-html';
import type { SafeHtml } from '~/lib/safe-html';

/**
 * The markup staff may write in the Dashboard's rich text editor and the storefront
 * shows: text structure and links, nothing that runs, styles or loads (ADR 023).
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'a'],
  // `rel` and `target` are set by the transform below on links that leave the site.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A heading written as h1 would be a second page title.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs,
      };
    },
  },
};

const looksLikeHtml = (text: string) => /<\/?[a-z][^>]*>/i.test(text);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Editorial text from Vendure as safe HTML. HTML (from the Dashboard's editor) goes
 * through the allow-list; plain text (the seed's: paragraphs separated by blank lines,
 * "## " starting a heading) becomes paragraphs and headings, escaped.
 */
export function richText(text: string | null | undefined): SafeHtml {
  const source = text ?? '';
  if (looksLikeHtml(source)) return sanitizeHtml(source, ALLOWED) as SafeHtml;
  return source
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) =>
      block.startsWith('## ') ? `<h2>${escapeHtml(block.slice(3))}</h2>` : `<p>${escapeHtml(block)}</p>`,
    )
    .join('') as SafeHtml;
}

/** The words of a rich text without any markup, for meta descriptions and structured data. */
export function plainText(text: string | null | undefined): string {
  const stripped = sanitizeHtml((text ?? '').replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return stripped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
