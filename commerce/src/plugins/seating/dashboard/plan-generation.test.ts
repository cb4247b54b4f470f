import { planCapacity, planSeats } from '@foyer/shared/seating/seat-plan';
import { describe, expect, it } from 'vitest';
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

  it('draws standing places behind the seats, sold by count, and stacks the next area behind them', () => {
    const standing = {
      ...newArea(1, 'B'),
      kind: 'unreserved' as const,
      key: 'standing',
      nameEn: 'Standing',
      nameBg: 'Правостоящи',
      capacity: '12',
      depth: '3',
    };
    const result = generateFromForm(
      form([{ ...newArea(0, 'A'), rows: '3', seatsPerRow: '8' }, standing, { ...newArea(2, 'A'), key: 'gallery' }]),
      zones,
    );
    if (!('plan' in result)) throw new Error(result.problems.join(' '));
    expect(planCapacity(result.plan)).toBe(24 + 12 + 60);
    const area = result.plan.areas[1];
    if (area?.kind !== 'unreserved') throw new Error('The second area should sell places by count');
    expect(area).toMatchObject({ key: 'standing', zone: 'B', capacity: 12, box: { height: 3, width: 10 } });
    const seats = [...planSeats(result.plan)];
    const lastStalls = Math.max(...seats.filter(({ area }) => area.key === 'stalls').map(({ seat }) => seat.y));
    const firstGallery = Math.min(...seats.filter(({ area }) => area.key === 'gallery').map(({ seat }) => seat.y));
    // The default gap (2.5 between row middles) leaves 1.5 clear either side of the box.
    expect(area.box.y - (lastStalls + 0.5)).toBeCloseTo(1.5);
    expect(firstGallery - 0.5 - (area.box.y + area.box.height)).toBeCloseTo(1.5);
    // Only the area's kind decides: the rows typed before switching it are ignored.
    const unseated = generateFromForm(form([{ ...standing, rows: 'none' }]), zones);
    expect('plan' in unseated && planCapacity(unseated.plan)).toBe(12);
  });

  it('says in words what cannot be generated', () => {
    expect(generateFromForm(form([{ ...newArea(0, 'A'), seatsPerRow: 'many' }]), zones)).toEqual({
      problems: ['Stalls: seats per row should be one number, or one per row separated by commas.'],
    });
    const tooFew = generateFromForm(form([{ ...newArea(0, 'A'), rows: '0' }]), zones);
    expect('problems' in tooFew && tooFew.problems[0]).toMatch(/rows/);
    const standing = { ...newArea(0, 'A'), kind: 'unreserved' as const, nameEn: 'Standing' };
    for (const capacity of ['0', '2.5', 'lots', '5001']) {
      expect(generateFromForm(form([{ ...standing, capacity }]), zones)).toEqual({
        problems: ['Standing: capacity should be a whole number of places, from 1 to 5000.'],
      });
    }
    expect(generateFromForm(form([{ ...standing, depth: '0,5' }]), zones)).toEqual({
      problems: ['Standing: depth should be a number of seats, at least 1.'],
    });
    expect(generateFromForm(form([]), zones)).toEqual({ problems: ['Add at least one area of seats or places.'] });
  });
});
