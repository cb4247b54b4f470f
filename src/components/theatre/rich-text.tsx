import type { SafeHtml } from '~/lib/safe-html';

/**
 * Editorial text from Vendure (a synopsis, a biography, a page), sanitised on the server
 * by richText() in rich-text.server.ts: only SafeHtml can be rendered here (ADR 023).
 */
export function RichText({ html }: { html: SafeHtml }) {
  return (
    <div
      className="space-y-4 leading-relaxed [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_h2]:pt-4 [&_h2]:text-2xl [&_h3]:pt-2 [&_h3]:text-xl [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml comes only from the server's allow-list sanitiser
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
