import { convert } from 'html-to-text';

/**
 * The plain-text part of an email, from its HTML: the same words in the same order,
 * links written out after their text, images left out (their alt text would only
 * repeat what the text says), and the order summary as aligned columns.
 */
export function plainText(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: '.summary > table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
    ],
  });
}
