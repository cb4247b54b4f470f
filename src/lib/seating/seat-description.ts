/**
 * What a seat says to a screen reader and in the list: where it is, its zone and price,
 * its state, and what else matters when choosing it (wheelchair space, companion seat,
 * restricted view, aisle). One builder, so the map, the list and the summary agree.
 */
import type { Locale } from '~/lib/locales';
import { m } from '~/paraglide/messages';
import type { SeatView } from './seat-index';
import { seatName } from './seat-name';

export { seatName };

export interface SeatDescriptionParts {
  /** The area's name in the page's language. */
  area: string;
  row: string;
  seat: string;
  zone: string;
  /** Already formatted. */
  price: string;
  view: SeatView;
  wheelchair?: boolean;
  companion?: boolean;
  restrictedView?: boolean;
  aisle?: boolean;
}

/** Message options: the page's locale unless a test asks for another. */
type Options = { locale?: Locale };

/** A state in a sentence ("free", "held by someone else"). */
export function seatStateText(view: SeatView, options: Options = {}): string {
  switch (view) {
    case 'free':
      return m.seating_state_free({}, options);
    case 'mine':
      return m.seating_state_mine({}, options);
    case 'bought':
      return m.seating_state_bought({}, options);
    case 'held':
      return m.seating_state_held({}, options);
    case 'sold':
      return m.seating_state_sold({}, options);
    case 'blocked':
      return m.seating_state_blocked({}, options);
  }
}

/** The features worth hearing before choosing, in a fixed order. */
export function seatFeatures(parts: SeatDescriptionParts, options: Options = {}): string[] {
  const features: string[] = [];
  if (parts.wheelchair) features.push(m.seating_feature_wheelchair({}, options));
  if (parts.companion) features.push(m.seating_feature_companion({}, options));
  if (parts.restrictedView) features.push(m.seating_feature_restricted({}, options));
  if (parts.aisle) features.push(m.seating_feature_aisle({}, options));
  return features;
}

/** "Stalls, row F, seat 12, Zone A, 32,00 лв., free, restricted view" */
export function describeSeat(parts: SeatDescriptionParts, options: Options = {}): string {
  return [
    seatName(parts, options),
    parts.zone,
    parts.price,
    seatStateText(parts.view, options),
    ...seatFeatures(parts, options),
  ].join(', ');
}
