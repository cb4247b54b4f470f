import { inPlanOrder, seatNeighbours } from '@foyer/shared/seating/seat-neighbours';
import type { SeatPlan } from '@foyer/shared/seating/seat-plan';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnyRoute, Link } from '@tanstack/react-router';
import { api, Button, Page, PageBlock, PageLayout, PageTitle, toast, usePermissions } from '@vendure/dashboard';
import type { ResultOf } from 'gql.tada';
import { useMemo, useState } from 'react';
import { when } from '../../../dashboard-kit/performance-format';
import { seatName } from '../../../dashboard-kit/seating/plan-selection';
import { heldPattern, LegendItem, STATE_WORDS, StateGlyph } from '../../../dashboard-kit/seating/seat-glyphs';
import { SeatMap } from '../../../dashboard-kit/seating/seat-map';
import {
  seatState,
  selectionActions,
  stateCounts,
  type TakenSeat,
  takenWords,
} from '../../../dashboard-kit/seating/seat-states';
import {
  blockSeatsDocument,
  performanceSeatMapDocument,
  releaseSeatHoldsDocument,
  unblockSeatsDocument,
} from '../../../dashboard-kit/seating/seating-documents';

/** How often an open map asks for the seats again: holds come and go while the box office looks. */
const REFRESH_MS = 5_000;

type SeatMapData = NonNullable<ResultOf<typeof performanceSeatMapDocument>['performanceSeatMap']>;

/**
 * One reserved performance's seats for the box office (ADR 053): sold, held, blocked and
 * free told apart by shape; each taken seat's order and hold expiry on hover, on the
 * keyboard cursor and in the side list. Staff with UpdatePerformance block and unblock
 * house seats and release stuck holds.
 */
export function PerformanceSeatsPage({ route }: { route: AnyRoute }) {
  const { id } = route.useParams() as { id: string };
  const queryClient = useQueryClient();
  const queryKey = ['performance-seat-map', id];
  const { data, isLoading, error } = useQuery({
    queryKey,
    queryFn: () => api.query(performanceSeatMapDocument, { performanceId: id }),
    refetchInterval: REFRESH_MS,
  });
  const performance = data?.performance;
  const map = data?.performanceSeatMap;
  const title = performance
    ? `Seats · ${performance.play.title} · ${when(performance.startsAt)} · ${performance.stage.name}`
    : 'Seats';
  return (
    <Page pageId="performance-seats">
      <PageTitle>{title}</PageTitle>
      {/* PageLayout places only the blocks it is given directly: SeatMapBlocks brings its own. */}
      {isLoading ? (
        <PageLayout>
          <PageBlock column="main" blockId="seat-map-loading">
            <p>Loading…</p>
          </PageBlock>
        </PageLayout>
      ) : !map ? (
        <PageLayout>
          <PageBlock column="main" blockId="seat-map-none">
            <p role="alert">
              {error ? `The seats could not be read: ${error.message}` : 'This performance is not sold by seat.'}
            </p>
          </PageBlock>
        </PageLayout>
      ) : (
        <SeatMapBlocks
          map={map}
          label={title}
          onChanged={(next) => queryClient.setQueryData(queryKey, { ...data, performanceSeatMap: next })}
        />
      )}
    </Page>
  );
}

function SeatMapBlocks({
  map,
  label,
  onChanged,
}: {
  map: SeatMapData;
  label: string;
  onChanged: (next: SeatMapData) => void;
}) {
  const { hasPermissions } = usePermissions();
  const canChange = hasPermissions(['UpdatePerformance']);
  const plan = map.plan as SeatPlan;
  const links = useMemo(() => seatNeighbours(plan), [plan]);
  const taken = useMemo(() => new Map(map.seats.map((seat) => [seat.key, seat as TakenSeat])), [map.seats]);
  const zoneIndex = (code: string) => plan.zones.findIndex((zone) => zone.code === code);
  const zoneName = (code: string) => map.zones.find((zone) => zone.code === code)?.name ?? code;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [focused, setFocused] = useState<string | null>(null);
  const counts = stateCounts(plan, taken);
  const actions = selectionActions(selected, taken);

  const change = useMutation({
    mutationFn: async ({ action, seatKeys }: { action: 'block' | 'unblock' | 'release'; seatKeys: string[] }) => {
      const variables = { performanceId: map.performanceId, seatKeys };
      if (action === 'block') return (await api.mutate(blockSeatsDocument, variables)).blockSeats;
      if (action === 'unblock') return (await api.mutate(unblockSeatsDocument, variables)).unblockSeats;
      return (await api.mutate(releaseSeatHoldsDocument, variables)).releaseSeatHolds;
    },
    onSuccess: (next, { action, seatKeys }) => {
      onChanged(next);
      setSelected(new Set());
      const seats = seatKeys.length === 1 ? '1 seat' : `${seatKeys.length} seats`;
      toast.success({ block: `${seats} blocked`, unblock: `${seats} unblocked`, release: `${seats} released` }[action]);
    },
    onError: (error) => toast.error('The seats were not changed', { description: error.message }),
  });

  const focusedTaken = focused ? taken.get(focused) : undefined;
  const takenInOrder = inPlanOrder(taken.keys(), links).filter((key) => links.has(key));

  return (
    <PageLayout>
      <PageBlock column="main" blockId="seat-map" title={`Plan version ${map.planVersion}`}>
        <div className="grid gap-3">
          <ul className="flex flex-wrap gap-4 text-sm" aria-label="Legend">
            {(['free', 'held', 'sold', 'blocked'] as const).map((state) => (
              <LegendItem key={state} glyph={<StateGlyph x={0} y={0} state={state} zoneIndex={0} />}>
                {`${STATE_WORDS[state]}: ${counts[state]}`}
              </LegendItem>
            ))}
          </ul>
          <SeatMap
            plan={plan}
            label={label}
            selected={selected}
            onSelectedChange={setSelected}
            onSeatFocus={setFocused}
            defs={heldPattern}
            describe={(seat) => `${zoneName(seat.zone)}, ${takenWords(taken.get(seat.key))}`}
            glyph={(seat) => (
              <StateGlyph
                x={seat.x}
                y={seat.y}
                state={seatState(taken.get(seat.key))}
                zoneIndex={zoneIndex(seat.zone)}
              />
            )}
          />
          {canChange ? (
            <fieldset className="flex flex-wrap gap-2">
              <legend className="sr-only">Change the chosen seats</legend>
              <Button
                disabled={change.isPending || actions.block.length === 0}
                onClick={() => change.mutate({ action: 'block', seatKeys: actions.block })}
              >
                Block {actions.block.length} free
              </Button>
              <Button
                variant="outline"
                disabled={change.isPending || actions.unblock.length === 0}
                onClick={() => change.mutate({ action: 'unblock', seatKeys: actions.unblock })}
              >
                Unblock {actions.unblock.length}
              </Button>
              <Button
                variant="destructive"
                disabled={change.isPending || actions.release.length === 0}
                onClick={() => change.mutate({ action: 'release', seatKeys: actions.release })}
              >
                Release {actions.release.length} held
              </Button>
            </fieldset>
          ) : null}
        </div>
      </PageBlock>
      <PageBlock column="side" blockId="seat-focused" title="Seat">
        {focused ? (
          <div className="grid gap-1 text-sm" data-testid="focused-seat">
            <p className="font-medium">{seatName(plan, focused)}</p>
            <p>{takenWords(focusedTaken)}</p>
            {focusedTaken?.orderId ? <OrderLink id={focusedTaken.orderId} code={focusedTaken.orderCode} /> : null}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Point at a seat or move the map’s cursor to it.</p>
        )}
      </PageBlock>
      <PageBlock column="side" blockId="seats-taken" title="Taken seats">
        {takenInOrder.length === 0 ? (
          <p className="text-sm">Every seat is free.</p>
        ) : (
          <ul className="grid gap-1 text-sm" aria-label="Taken seats">
            {takenInOrder.map((key) => {
              const seat = taken.get(key);
              return (
                <li key={key} data-seat-key={key} className="flex flex-wrap items-baseline gap-x-2">
                  <span>{seatName(plan, key)}</span>
                  <span className="text-muted-foreground">{takenWords(seat)}</span>
                  {seat?.orderId ? <OrderLink id={seat.orderId} code={seat.orderCode} /> : null}
                </li>
              );
            })}
          </ul>
        )}
      </PageBlock>
    </PageLayout>
  );
}

function OrderLink({ id, code }: { id: string; code?: string | null }) {
  return (
    <Link to={`/orders/${id}`} className="underline">
      Open order {code ?? id}
    </Link>
  );
}
