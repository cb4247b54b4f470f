import { TICKET_LANGUAGES } from '@foyer/shared/ticket-names';
import { openSync } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { printLanguage, printMoney, printPerformanceTime, printPlacedAt } from './print-format';
import { fillText, PRINT_TEXTS } from './print-texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('print texts', () => {
  const keys = Object.keys(PRINT_TEXTS.en).sort();

  it('has every key, and only those, in each of the seven languages', () => {
    expect(Object.keys(PRINT_TEXTS).sort()).toEqual([...TICKET_LANGUAGES].sort());
    for (const language of TICKET_LANGUAGES) {
      expect(Object.keys(PRINT_TEXTS[language]).sort(), language).toEqual(keys);
      for (const key of keys) {
        expect(PRINT_TEXTS[language][key as keyof typeof PRINT_TEXTS.en].trim(), `${language}.${key}`).not.toBe('');
      }
    }
  });

  it('asks for the same placeholders in every language', () => {
    for (const language of TICKET_LANGUAGES) {
      for (const key of keys) {
        const text = PRINT_TEXTS[language][key as keyof typeof PRINT_TEXTS.en];
        expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(PRINT_TEXTS.en[key as 'row']));
      }
    }
  });

  it('fills placeholders and refuses to print one left empty', () => {
    expect(fillText(PRINT_TEXTS.bg.reprint, { n: 2 })).toBe('ДУБЛИКАТ № 2');
    expect(() => fillText(PRINT_TEXTS.bg.reprint, {})).toThrow(/needs \{n\}/);
  });

  it('reads Vendure language codes as the emails do, Bulgarian for anything else', () => {
    expect(printLanguage('pt_BR')).toMatchObject({ intl: 'pt-BR', texts: PRINT_TEXTS.pt_BR });
    expect(printLanguage('de')).toMatchObject({ intl: 'de-DE', texts: PRINT_TEXTS.de });
    expect(printLanguage('xx')).toMatchObject({ intl: 'bg-BG', texts: PRINT_TEXTS.bg });
  });

  it('prints nothing the embedded font has no glyph for, words and Intl formats alike', () => {
    // pdfkit draws a missing glyph as an empty box, and PDF text extraction cannot tell.
    const fonts = ['400Regular/NotoSans_400Regular.ttf', '700Bold/NotoSans_700Bold.ttf'].map((file) => {
      const font = openSync(require.resolve(`@expo-google-fonts/noto-sans/${file}`));
      if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection`);
      return font;
    });
    for (const code of TICKET_LANGUAGES) {
      const language = printLanguage(code);
      const printed = [
        ...Object.values(language.texts),
        printPerformanceTime(language, new Date('2026-11-26T17:00:00Z'), 'Europe/Sofia'),
        printPlacedAt(language, new Date('2026-11-26T16:42:00Z'), 'Europe/Sofia'),
        printMoney(language, 123456, 'EUR'),
        printMoney(language, 123456, 'BGN'),
        '× · — „“ «» №',
      ].join('');
      for (const font of fonts) {
        const missing = [...new Set(printed)].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
        expect(missing, `${code} in ${font.postscriptName}`).toEqual([]);
      }
    }
  });
});
