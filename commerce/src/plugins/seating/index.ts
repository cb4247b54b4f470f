export { SEATS_EXPIRED_MESSAGE } from './constants';
export { PerformanceSeating } from './entities/performance-seating.entity';
export { SeatPlanVersion } from './entities/seat-plan-version.entity';
export { SeatReservation } from './entities/seat-reservation.entity';
export { SeatingPlugin } from './seating.plugin';
export { CHOOSE_SEATS_MESSAGE } from './seats-match-lines.interceptor';
export { SeatPlanService, zonePriceProblems } from './services/seat-plan.service';
export {
  type BestSeatsRequest,
  SeatReservationService,
  type SeatsUnavailable,
} from './services/seat-reservation.service';
