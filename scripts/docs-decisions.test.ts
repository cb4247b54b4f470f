import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The decision records keep their links both ways (docs/decisions/README.md): an ADR that
 * `Amends`, `Supersedes in part` or `Supersedes` another has the reverse (`amended by`,
 * `superseded in part by`, `superseded by`) in the other's status, and the index's Status
 * and Relations columns say what the headers say. Read from the files, so an ADR written
 * without its reverse link, or an index row left behind, fails here.
 */
const decisions = path.resolve(import.meta.dirname, '../docs/decisions');

/** How one ADR changes another, as the changing ADR says it and as the changed one's status says it. */
const KINDS = [
  { says: 'Supersedes in part', status: 'superseded in part by' },
  { says: 'Supersedes', status: 'superseded by' },
  { says: 'Amends', status: 'amended by' },
] as const;
type Kind = (typeof KINDS)[number]['says'];

interface Header {
  /** ADR number → the ADRs that changed it, by kind (from its status). */
  changedBy: Record<Kind, string[]>;
  /** The ADRs this one changes, by kind. */
  changes: Record<Kind, string[]>;
  buildsOn: string[];
  /** Segments of the header line this test does not know. */
  unknown: string[];
}

const empty = (): Record<Kind, string[]> => ({ 'Supersedes in part': [], Supersedes: [], Amends: [] });

/** The ADR numbers a piece of header names: links read as their number, bracketed notes left out. */
function numbers(text: string): string[] {
  let plain = text.replace(/\[(\d{3})\]\([^)]*\)/g, '$1');
  for (let before = ''; before !== plain; ) {
    before = plain;
    plain = plain.replace(/\([^()]*\)/g, '');
  }
  return [...plain.matchAll(/\b\d{3}\b/g)].map(([n]) => n).sort();
}

/** What a status says changed an ADR: `accepted, amended by 053 (…) and 060 (…); superseded in part by 018`. */
function readStatus(status: string): Record<Kind, string[]> {
  const changedBy = empty();
  // Each kind's list runs to the next kind's words or the end.
  const marks = KINDS.flatMap(({ says, status: words }) => {
    // "superseded by" is no part of "superseded in part by": each kind's words are found once.
    const at = status.toLowerCase().indexOf(words);
    return at >= 0 ? [{ says, at, length: words.length }] : [];
  }).sort((a, b) => a.at - b.at);
  marks.forEach((mark, i) => {
    changedBy[mark.says] = numbers(status.slice(mark.at + mark.length, marks[i + 1]?.at ?? status.length));
  });
  return changedBy;
}

/** Reads the header line (`Date: … · Status: … · Builds on … · Amends …`), which may wrap. */
function readHeader(text: string): Header {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('Date: '));
  const end = lines.findIndex((line, i) => i > start && line.trim() === '');
  const header = lines.slice(start, end).join(' ');
  const result: Header = { changedBy: empty(), changes: empty(), buildsOn: [], unknown: [] };
  for (const segment of header.split(' · ').map((s) => s.trim())) {
    if (segment.startsWith('Date: ')) continue;
    if (segment.startsWith('Status: ')) {
      result.changedBy = readStatus(segment.slice('Status: '.length));
      continue;
    }
    if (segment.startsWith('Builds on ')) {
      result.buildsOn.push(...numbers(segment.slice('Builds on '.length)));
      continue;
    }
    const kind = KINDS.find(({ says }) => segment.startsWith(`${says} `));
    if (kind) result.changes[kind.says].push(...numbers(segment.slice(kind.says.length)));
    else result.unknown.push(segment);
  }
  return result;
}

/** The index's rows: number → its Status and Relations cells. */
function readIndex(text: string): Map<string, { status: string; relations: string }> {
  const rows = new Map<string, { status: string; relations: string }>();
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const number = cells[1];
    if (!number || !/^\d{3}$/.test(number) || cells[2]?.startsWith('_not used')) continue;
    rows.set(number, { status: cells[4] ?? '', relations: cells[5] ?? '' });
  }
  return rows;
}

/** What an index row's Relations cell says the ADR changes: `builds on 005; amends 021, 035; supersedes in part 014`. */
function readRelations(relations: string): Record<Kind, string[]> {
  const changes = empty();
  for (const part of relations.split(';').map((s) => s.trim().toLowerCase())) {
    const kind = KINDS.find(({ says }) => part.startsWith(`${says.toLowerCase()} `));
    if (kind) changes[kind.says].push(...numbers(part.slice(kind.says.length)));
  }
  for (const kind of KINDS) changes[kind.says].sort();
  return changes;
}

function readDecisions(files: Record<string, string>): Map<string, Header> {
  return new Map(
    Object.entries(files)
      .filter(([name]) => /^\d{3}-.*\.md$/.test(name))
      .map(([name, text]) => [name.slice(0, 3), readHeader(text)]),
  );
}

/** Every broken link: a change without its reverse, a reverse without its change, an index row that disagrees. */
function inconsistencies(files: Record<string, string>, index: string): string[] {
  const headers = readDecisions(files);
  const problems: string[] = [];
  for (const [number, header] of headers) {
    for (const segment of header.unknown) problems.push(`${number}: unknown header part "${segment}"`);
    for (const { says, status } of KINDS) {
      for (const other of header.changes[says]) {
        if (!headers.get(other)?.changedBy[says].includes(number)) {
          problems.push(
            `${number} ${says.toLowerCase()} ${other}, but ${other}'s status does not say "${status} ${number}"`,
          );
        }
      }
      for (const other of header.changedBy[says]) {
        if (!headers.get(other)?.changes[says].includes(number)) {
          problems.push(`${number} is ${status} ${other}, but ${other}'s header does not say "${says} ${number}"`);
        }
      }
    }
  }
  const rows = readIndex(index);
  for (const [number, header] of headers) {
    const row = rows.get(number);
    if (!row) {
      problems.push(`${number}: no row in the index`);
      continue;
    }
    const status = readStatus(row.status);
    const relations = readRelations(row.relations);
    for (const { says, status: words } of KINDS) {
      const inHeader = [...header.changedBy[says]].sort();
      if (status[says].join() !== inHeader.join()) {
        problems.push(
          `${number}: the index says "${words} ${status[says].join(', ')}", the header "${inHeader.join(', ')}"`,
        );
      }
      const changes = [...header.changes[says]].sort();
      if (relations[says].join() !== changes.join()) {
        problems.push(
          `${number}: the index's relations say "${says.toLowerCase()} ${relations[says].join(', ')}", the header "${changes.join(', ')}"`,
        );
      }
    }
    const changed = KINDS.some(({ says }) => header.changedBy[says].length > 0);
    if (!changed && row.status !== 'accepted')
      problems.push(`${number}: nothing changed it, yet the index says "${row.status}"`);
  }
  for (const number of rows.keys()) if (!headers.has(number)) problems.push(`${number}: in the index, no such ADR`);
  return problems;
}

/** The "By area" lists: every ADR in at least one, in bold exactly when its index status is `accepted`. */
function areaProblems(index: string): string[] {
  const rows = readIndex(index);
  const areas = index.slice(index.indexOf('## By area'));
  const lists = areas.slice(areas.indexOf('\n- '));
  const named = [...lists.matchAll(/(\*\*)?\b(\d{3})\b(\*\*)?/g)].map(([, open, n, close]) => ({
    number: n as string,
    bold: Boolean(open && close),
  }));
  const problems: string[] = [];
  for (const { number, bold } of named) {
    const accepted = rows.get(number)?.status === 'accepted';
    if (bold !== accepted)
      problems.push(`${number}: ${bold ? 'bold' : 'plain'} in "By area", "${rows.get(number)?.status}" in the index`);
  }
  for (const number of rows.keys()) {
    if (!named.some((entry) => entry.number === number)) problems.push(`${number}: in no area`);
  }
  return problems;
}

const readAll = () =>
  Object.fromEntries(
    fs.readdirSync(decisions).map((name) => [name, fs.readFileSync(path.join(decisions, name), 'utf8')]),
  );

describe('the decision records link both ways', () => {
  const files = readAll();
  const index = files['README.md'] ?? '';

  it('reads every ADR and the index', () => {
    expect(readDecisions(files).size).toBeGreaterThan(60);
    expect(readIndex(index).size).toBe(readDecisions(files).size);
  });

  it('every change has its reverse link, and the index agrees with the headers', () => {
    expect(inconsistencies(files, index)).toEqual([]);
  });

  it('"By area" names every ADR and marks in bold those in force as written', () => {
    expect(areaProblems(index)).toEqual([]);
  });

  it('fails for a missing reverse link and an index row left behind', () => {
    const planted = {
      ...files,
      '080-planted.md':
        '# 080 Planted\n\nDate: 2026-11-27 · Status: accepted · Amends [070](070-seat-map-as-markup.md) (the map)\n\n## Context\n',
    };
    const row = '| 080 | [Planted](080-planted.md) | 2026-11-27 | accepted | amends [070](070-seat-map-as-markup.md) |';
    expect(inconsistencies(planted, `${index}\n${row}\n`)).toEqual([
      `080 amends 070, but 070's status does not say "amended by 080"`,
    ]);
    const stale = index.replace(/^\| 059 \|(.*)\| amended by 070 +\|/m, '| 059 |$1| accepted |');
    expect(stale).not.toBe(index);
    expect(inconsistencies(files, stale)).toEqual(['059: the index says "amended by ", the header "070"']);
    expect(areaProblems(stale)).toEqual(['059: plain in "By area", "accepted" in the index']);
  });
});
