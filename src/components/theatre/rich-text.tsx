/**
 * Editorial text from Vendure: paragraphs separated by blank lines, "## " starting a
 * heading. Rendered as elements, never as HTML, so content cannot inject markup.
 */
export function RichText({ text, headingLevel = 2 }: { text: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <div className="space-y-4 leading-relaxed">
      {blocks.map((block, i) =>
        block.startsWith('## ') ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity beyond their order
          <Heading key={i} className="pt-4 text-2xl">
            {block.slice(3)}
          </Heading>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <p key={i}>{block}</p>
        ),
      )}
    </div>
  );
}
