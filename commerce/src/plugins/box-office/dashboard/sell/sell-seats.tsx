import type { SeatPlan } from '@foyer/shared/seating/seat-plan';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, Button, Input, Label } from '@vendure/dashboard';
import { useId, useState } from 'react';
import { LabelledSelect } from '../../../../dashboard-kit/labelled-select';
import { heldPattern, StateGlyph } from '../../../../dashboard-kit/seating/seat-glyphs';
import { SeatMap } from '../../../../dashboard-kit/seating/seat-map';
import { seatState, type TakenSeat, takenWords } from '../../../../dashboard-kit/seating/seat-states';
import { sellSeatMapDocument } from './sell-documents';

export type SeatMapData = NonNullable<Awaited<ReturnType<typeof readSeatMap>>>;
const readSeatMap = async (performanceId: string) =>
  (await api.query(sellSeatMapDocument, { performanceId })).performanceSeatMap;

export const seatMapKey = (performanceId: string) => ['sell-seat-map', performanceId];

/** The performance's seats, re-read every few seconds: other sales and shoppers hold seats too. */
export function useSellSeatMap(performanceId: string) {
  return useQuery({
    queryKey: seatMapKey(performanceId),
    queryFn: () => readSeatMap(performanceId),
    enabled: performanceId !== '',
    refetchInterval: 5_000,
  });
}

interface SellSeatsProps {
  map: SeatMapData;
  label: string;
  /** The seats this sale holds on this performance. */
  held: ReadonlySet<string>;
  busy: boolean;
  onSelect: (seatKeys: string[]) => void;
  onRelease: (seatKeys: string[]) => void;
  onBest: (input: { count: number; zone?: string }) => void;
}

/**
 * A reserved performance's map for a counter sale: clicking a free seat holds it for the
 * sale, clicking one of the sale's seats again gives it back. Best available beside it.
 */
export function SellSeats({ map, label, held, busy, onSelect, onRelease, onBest }: SellSeatsProps) {
  const plan = map.plan as SeatPlan;
  const taken = new Map(map.seats.map((seat) => [seat.key, seat as TakenSeat]));
  const zoneIndex = (code: string) => plan.zones.findIndex((zone) => zone.code === code);
  const zoneName = (code: string) => map.zones.find((zone) => zone.code === code)?.name ?? code;
  const stateOf = (key: string) => (held.has(key) ? 'held' : seatState(taken.get(key)));
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Click a free seat to hold it for this sale; click it again to give it back.
      </p>
      <SeatMap
        plan={plan}
        label={label}
        selected={held}
        onSelectedChange={(next) => {
          if (busy) return;
          const added = [...next].filter((key) => !held.has(key) && stateOf(key) === 'free');
          const removed = [...held].filter((key) => !next.has(key));
          if (added.length > 0) onSelect(added);
          if (removed.length > 0) onRelease(removed);
        }}
        defs={heldPattern}
        describe={(seat) =>
          `${zoneName(seat.zone)}, ${held.has(seat.key) ? 'held for this sale' : takenWords(taken.get(seat.key))}`
        }
        glyph={(seat) => (
          <StateGlyph x={seat.x} y={seat.y} state={stateOf(seat.key)} zoneIndex={zoneIndex(seat.zone)} />
        )}
      />
      <BestAvailable zones={map.zones} busy={busy} onBest={onBest} />
    </div>
  );
}

function BestAvailable({
  zones,
  busy,
  onBest,
}: {
  zones: SeatMapData['zones'];
  busy: boolean;
  onBest: SellSeatsProps['onBest'];
}) {
  const countId = useId();
  const [count, setCount] = useState('2');
  const [zone, setZone] = useState('');
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label="Best available"
      onSubmit={(event) => {
        event.preventDefault();
        onBest({ count: Number(count), zone: zone || undefined });
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={countId}>Best available: seats</Label>
        <Input
          id={countId}
          type="number"
          min={1}
          max={20}
          required
          value={count}
          onChange={(event) => setCount(event.target.value)}
          className="w-24"
        />
      </div>
      {zones.length > 1 ? (
        <LabelledSelect
          id={`${countId}-zone`}
          label="Zone"
          placeholder="Any zone"
          value={zone}
          onChange={setZone}
          options={zones.map((z) => ({ value: z.code, label: z.name }))}
        />
      ) : null}
      <Button type="submit" variant="outline" disabled={busy}>
        Hold best available
      </Button>
    </form>
  );
}

/** Drops the cached map so the next render shows the seats as the sale left them. */
export function useRefreshSeatMap() {
  const queryClient = useQueryClient();
  return (performanceId: string) => queryClient.invalidateQueries({ queryKey: seatMapKey(performanceId) });
}
