import { describe, expect, it } from 'vitest';
import { planCapacity, planSeats } from '../../../shared/seating/seat-plan';
import { type GenerateForm, generateFromForm, newArea } from './plan-generation';

const zones = [
  { code: 'A', name: { bg: 'Партер', en: 'Stalls' } },
  { code: 'B', name: { bg: 'Балкон', en: 'Balcony' } },
];
const form = (areas: GenerateForm['areas']): GenerateForm => ({ stageWidth: '8', stageDepth: '3', areas });

describe('generating a plan from the form', () => {
  it('makes the rows and seats typed, with aisles after the positions given', () => {
    const result = generateFromForm(
      form([{ ...newArea(0, 'A'), rows: '5', seatsPerRow: '12', aisles: '4, 8' }]),
      zones,
    );
    if (!('plan' in result)) throw new Error(result.problems.join(' '));
    expect(planCapacity(result.plan)).toBe(60);
    const firstRow = [...planSeats(result.plan)].slice(0, 12).map(({ seat }) => seat);
    expect(firstRow.filter((seat) => seat.aisle).map((seat) => seat.label)).toEqual(['4', '5', '8', '9']);
  });

  it('stacks a second area behind the first, numbered odd and even, curved, in its own zone', () => {
    const result = generateFromForm(
      form([
        { ...newArea(0, 'A'), rows: '3', seatsPerRow: '8' },
        { ...newArea(1, 'B'), key: 'balcony', rows: '2', seatsPerRow: '10, 12', numbering: 'odd-even', curve: '0.3' },
      ]),
      zones,
    );
    if (!('plan' in result)) throw new Error(result.problems.join(' '));
    const seats = [...planSeats(result.plan)];
    const stalls = seats.filter(({ area }) => area.key === 'stalls');
    const balcony = seats.filter(({ area }) => area.key === 'balcony');
    expect(balcony.map(({ seat }) => seat.zone)).toEqual(Array(22).fill('B'));
    expect(Math.min(...balcony.map(({ seat }) => seat.y))).toBeGreaterThan(
      Math.max(...stalls.map(({ seat }) => seat.y)),
    );
    expect(balcony[0]?.seat.label).toBe('9');
  });

  it('says in words what cannot be generated', () => {
    expect(generateFromForm(form([{ ...newArea(0, 'A'), seatsPerRow: 'many' }]), zones)).toEqual({
      problems: ['Stalls: seats per row should be one number, or one per row separated by commas.'],
    });
    const tooFew = generateFromForm(form([{ ...newArea(0, 'A'), rows: '0' }]), zones);
    expect('problems' in tooFew && tooFew.problems[0]).toMatch(/rows/);
    expect(generateFromForm(form([]), zones)).toEqual({ problems: ['Add at least one area of seats.'] });
  });
});
