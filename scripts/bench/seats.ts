/** The seat budgets' measurements in the bench (issue 26): bench-seats.ts's, on the bench's stack. */
import { measureSeatStates, measureSelectShown, prepareSeatPerformance, type SeatFigures } from '../bench-seats.ts';
import { operationOf, type RecordedCall } from '../counting-proxy.ts';
import type { Stack } from '../stack.ts';
import { COMMERCE_PORT } from './config.ts';
import { run } from './throughput.ts';

/** The seat page's route: measured once it exists (issue 26). */
export const SEAT_ROUTE = 'src/routes/_default/seats/$performanceId.tsx';

/** The seat budgets' server side (bench-seats.ts); an error is reported, not thrown, so the rest is kept. */
export async function seatMeasurements(stack: Stack, proxy: { recorded: RecordedCall[] }): Promise<SeatFigures> {
  const channelToken = process.env.VENDURE_CHANNEL_TOKEN ?? 'foyer';
  try {
    const prepared = await prepareSeatPerformance({
      adminApiUrl: stack.adminApiUrl,
      shopApiUrl: `http://localhost:${COMMERCE_PORT}/shop-api`,
      channelToken,
    });
    const states = await measureSeatStates({
      storefrontUrl: stack.storefrontUrl,
      shopApiUrl: `http://localhost:${COMMERCE_PORT}/shop-api`,
      channelToken,
      performanceId: prepared.performanceId,
      proxy,
      operationOf,
      run,
    });
    const select = { storefrontUrl: stack.storefrontUrl, performanceId: prepared.performanceId, free: prepared.free };
    // The budget's case: 16 shoppers at a person's pace; then the stress case, without pauses.
    const selectShown = await measureSelectShown(select);
    const selectShownStress = await measureSelectShown({ ...select, pauseMs: 0 });
    return {
      performanceId: prepared.performanceId,
      capacity: prepared.capacity,
      taken: prepared.taken,
      states,
      selectShown,
      selectShownStress,
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
