/**
 * The seed's seat plans (ADR 053), drawn with the shared generator: the Main Stage's stalls
 * and balcony in three price zones, and the Chamber Stage's single zone. Keyed below by the
 * stage slugs of `theatre.data.ts`.
 */
import { generateSeatPlan } from '@foyer/shared/seating/generate-plan';
import { withRestrictedEnds, withWheelchairSpace } from '@foyer/shared/seating/plan-edits';
import type { PlanText, ReservedArea, SeatPlan } from '@foyer/shared/seating/seat-plan';

const MAIN_ZONES = [
  {
    code: 'A',
    name: {
      bg: 'Партер, предни редове',
      en: 'Stalls, front',
      de: 'Parkett, vorne',
      es: 'Patio de butacas, filas delanteras',
      fr: 'Parterre, premiers rangs',
      it: 'Platea, prime file',
      pt_BR: 'Plateia, fileiras da frente',
    },
  },
  {
    code: 'B',
    name: {
      bg: 'Партер, задни редове',
      en: 'Stalls, rear',
      de: 'Parkett, hinten',
      es: 'Patio de butacas, filas traseras',
      fr: 'Parterre, derniers rangs',
      it: 'Platea, ultime file',
      pt_BR: 'Plateia, fileiras do fundo',
    },
  },
  {
    code: 'C',
    name: { bg: 'Балкон', en: 'Balcony', de: 'Rang', es: 'Anfiteatro', fr: 'Balcon', it: 'Galleria', pt_BR: 'Balcão' },
  },
];

const STALLS: PlanText = {
  bg: 'Партер',
  en: 'Stalls',
  de: 'Parkett',
  es: 'Patio de butacas',
  fr: 'Parterre',
  it: 'Platea',
  pt_BR: 'Plateia',
};
const BALCONY: PlanText = MAIN_ZONES[2]!.name;

/** Stalls rows A–K (no I), ten rows widening from 16 to 20 seats: 186 seats. */
const STALLS_SEATS = [16, 16, 18, 18, 18, 20, 20, 20, 20, 20];
/** Balcony rows 1–4 of 16 seats: 64 seats. */
const BALCONY_SEATS = [16, 16, 16, 16];

const main = generateSeatPlan({
  zones: MAIN_ZONES,
  stage: { width: 16, depth: 6 },
  areas: [
    {
      key: 'stalls',
      name: STALLS,
      entrance: {
        bg: 'Вход 1, партерен етаж',
        en: 'Entrance 1, ground floor',
        de: 'Eingang 1, Erdgeschoss',
        es: 'Entrada 1, planta baja',
        fr: 'Entrée 1, rez-de-chaussée',
        it: 'Ingresso 1, piano terra',
        pt_BR: 'Entrada 1, térreo',
      },
      rows: STALLS_SEATS.length,
      seatsPerRow: STALLS_SEATS,
      numbering: 'odd-even',
      aisles: [{ after: 'centre', width: 1.5 }],
      curve: 0.15,
      // The orchestra pit lies between the stage and row A.
      originY: 3,
      zone: 'B',
      rowZones: ['A', 'A', 'A', 'A', 'A'],
    },
    {
      key: 'balcony',
      name: BALCONY,
      entrance: {
        bg: 'Вход 2, втори етаж',
        en: 'Entrance 2, first floor',
        de: 'Eingang 2, erster Stock',
        es: 'Entrada 2, primera planta',
        fr: 'Entrée 2, premier étage',
        it: 'Ingresso 2, primo piano',
        pt_BR: 'Entrada 2, primeiro andar',
      },
      rows: BALCONY_SEATS.length,
      seatsPerRow: BALCONY_SEATS,
      rowLabels: 'numbers',
      numbering: 'odd-even',
      aisles: [{ after: 'centre', width: 1.5 }],
      curve: 0.1,
      originY: 17,
      zone: 'C',
    },
  ],
});

/**
 * Four wheelchair spaces on the centre aisle, where the floor is level: the aisle seats 1 and 2
 * of rows A (doors by the pit) and K (doors at the back), each with the seat beside it as companion.
 */
function mainStageAreas(areas: SeatPlan['areas']): SeatPlan['areas'] {
  return areas.map((area) => {
    if (area.kind !== 'reserved') return area;
    if (area.key === 'balcony') return withRestrictedEnds(area, 2);
    let stalls: ReservedArea = area;
    for (const row of ['A', 'K']) {
      stalls = withWheelchairSpace(stalls, `stalls-${row}-1`, `stalls-${row}-3`);
      stalls = withWheelchairSpace(stalls, `stalls-${row}-2`, `stalls-${row}-4`);
    }
    return stalls;
  });
}

/** The Main Stage: 250 numbered seats, 4 of them wheelchair spaces, 16 with a restricted view. */
export const MAIN_STAGE_PLAN: SeatPlan = { ...main, areas: mainStageAreas(main.areas) };

/** The Chamber Stage: 72 numbered seats in one zone. */
export const CHAMBER_STAGE_PLAN: SeatPlan = generateSeatPlan({
  zones: [
    {
      code: 'A',
      name: {
        bg: 'Всички места',
        en: 'All seats',
        de: 'Alle Plätze',
        es: 'Todas las localidades',
        fr: 'Toutes les places',
        it: 'Tutti i posti',
        pt_BR: 'Todos os lugares',
      },
    },
  ],
  stage: { width: 6, depth: 4 },
  areas: [
    {
      key: 'hall',
      name: { bg: 'Зала', en: 'Hall', de: 'Saal', es: 'Sala', fr: 'Salle', it: 'Sala', pt_BR: 'Sala' },
      entrance: {
        bg: 'Вход 3, от двора',
        en: 'Entrance 3, from the courtyard',
        de: 'Eingang 3, vom Hof',
        es: 'Entrada 3, desde el patio',
        fr: 'Entrée 3, par la cour',
        it: 'Ingresso 3, dal cortile',
        pt_BR: 'Entrada 3, pelo pátio',
      },
      rows: 6,
      seatsPerRow: 12,
      numbering: 'left-to-right',
      aisles: [{ after: 6, width: 1 }],
      // The audience wraps around the playing area on three sides.
      curve: 0.5,
      originY: 2,
      zone: 'A',
    },
  ],
});

/** The seed's plans by stage slug (`theatre.data.ts`); the Attic Stage sells unnumbered seats. */
export const SEED_SEAT_PLANS: Record<string, SeatPlan> = {
  'main-stage': MAIN_STAGE_PLAN,
  'chamber-stage': CHAMBER_STAGE_PLAN,
};

/** Each seeded plan's zone prices in minor units of the channel's currency, by stage slug then zone code. */
export const SEED_ZONE_PRICES: Record<string, Record<string, number>> = {
  'main-stage': { A: 3200, B: 2400, C: 1600 },
  'chamber-stage': { A: 2000 },
};
