import { Link } from '@tanstack/react-router';
import { Button } from '~/components/ui/button';
import type { LineSeats as Seats } from '~/lib/seating/order-seats';
import { seatName } from '~/lib/seating/seat-name';
import { m } from '~/paraglide/messages';

export interface OrderSeatView {
  performanceId: string;
  orderLineId?: string | null;
  key: string;
  area: string;
  row?: string | null;
  seat?: string | null;
}

/** "Stalls, row F, seat 12"; an unreserved area's place is its area's name. */
export const orderSeatName = (seat: OrderSeatView) =>
  seat.row && seat.seat ? seatName({ area: seat.area, row: seat.row, seat: seat.seat }) : seat.area;

/**
 * A ticket line's seats, each with its own "remove" when `onRelease` is given (the cart),
 * and, when some of the line's tickets lost their seat, a note and the way back to the map.
 */
export function LineSeats({
  line,
  onRelease,
  busy,
}: {
  /** Undefined for a line that is not a reserved ticket: nothing is shown. */
  line: Seats<OrderSeatView> | undefined;
  onRelease?: (seat: OrderSeatView) => void;
  busy?: boolean;
}) {
  if (!line) return null;
  return (
    <div className="space-y-1 text-sm">
      {line.seats.length > 0 ? (
        <ul className="space-y-1" data-testid="line-seats">
          {line.seats.map((seat) => {
            const name = orderSeatName(seat);
            return (
              <li key={seat.key} className="flex flex-wrap items-center gap-2" data-testid="line-seat">
                <span>{name}</span>
                {onRelease ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    aria-label={m.seating_remove_seat({ seat: name })}
                    onClick={() => onRelease(seat)}
                  >
                    {m.seating_remove()}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {line.missing > 0 ? (
        <p className="font-medium text-red-800 dark:text-red-300" data-testid="seats-missing">
          {m.cart_seats_missing({ count: line.missing })}{' '}
          {line.performanceId ? (
            <Link
              to="/seats/$performanceId"
              params={{ performanceId: line.performanceId }}
              className="underline underline-offset-4"
            >
              {m.cart_choose_again()}
            </Link>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
