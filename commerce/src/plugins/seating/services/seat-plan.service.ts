import { seatPlanProblems } from '@foyer/shared/seating/plan-problems';
import { planCapacity, type SeatPlan } from '@foyer/shared/seating/seat-plan';
import { Injectable } from '@nestjs/common';
import { type ID, type RequestContext, TransactionalConnection, UserInputError } from '@vendure/core';
import { Performance } from '../../theatre/entities/performance.entity';
import { Stage } from '../../theatre/entities/stage.entity';
import { PerformanceSeating } from '../entities/performance-seating.entity';
import { SeatPlanVersion } from '../entities/seat-plan-version.entity';
import { type IndexedPlace, versionIndex } from '../plan-index';

/** What a saved plan version is and never stops being (ADR 053); its `current` flag is not among them. */
export type PlanVersionFacts = Pick<SeatPlanVersion, 'id' | 'version' | 'capacity' | 'plan'>;

/** A reserved performance with what selling it needs. */
export interface LoadedSeating {
  performance: Performance;
  seating: PerformanceSeating;
  version: PlanVersionFacts;
  plan: SeatPlan;
  places: Map<string, IndexedPlace>;
}

/**
 * Plan versions by id, read and parsed once per process: a seat change loads its
 * performance's seating several times (the change, the order interceptor, the zone price
 * strategy, the answer's seats), and a 250-seat plan is some 40 KB of JSON. A version is
 * never changed once saved, so an entry cannot go stale; saving a version drops any entry
 * under its id (SQLite may hand out again the id of a version whose transaction rolled
 * back). Bounded, oldest out first.
 */
const versions = new Map<string, PlanVersionFacts>();
const MAX_VERSIONS = 200;

/**
 * Stages' seat plans, saved as versions (ADR 053), and which plan and prices a
 * performance sells.
 */
@Injectable()
export class SeatPlanService {
  constructor(private readonly connection: TransactionalConnection) {}

  currentPlan(ctx: RequestContext, stageId: ID): Promise<SeatPlanVersion | null> {
    return this.connection.getRepository(ctx, SeatPlanVersion).findOne({ where: { stageId, current: true } });
  }

  /**
   * Checks the plan and saves it as the stage's next version; earlier versions stay as they
   * are. The stage's capacity becomes the plan's places, so the stage's page, the
   * scheduling form and the figures count the hall as drawn.
   */
  async save(ctx: RequestContext, stageId: ID, plan: unknown): Promise<SeatPlanVersion> {
    await this.connection.getEntityOrThrow(ctx, Stage, stageId);
    const problems = seatPlanProblems(plan);
    if (problems.length) throw new UserInputError(problems.join(' '));
    const checked = plan as SeatPlan;
    const repository = this.connection.getRepository(ctx, SeatPlanVersion);
    const last = await repository.findOne({ where: { stageId }, order: { version: 'DESC' } });
    await repository.update({ stageId, current: true }, { current: false });
    await this.connection.getRepository(ctx, Stage).update({ id: stageId }, { capacity: planCapacity(checked) });
    const saved = await repository.save(
      new SeatPlanVersion({
        stageId,
        version: (last?.version ?? 0) + 1,
        current: true,
        capacity: planCapacity(checked),
        plan: checked,
      }),
    );
    versions.delete(String(saved.id));
    return saved;
  }

  /** The stage sells by count again for performances scheduled from now on. */
  async remove(ctx: RequestContext, stageId: ID): Promise<boolean> {
    const result = await this.connection
      .getRepository(ctx, SeatPlanVersion)
      .update({ stageId, current: true }, { current: false });
    return (result.affected ?? 0) > 0;
  }

  /** Makes a performance reserved: the stage's current plan, one price per zone of it. */
  async attach(ctx: RequestContext, performanceId: ID, version: SeatPlanVersion, zonePrices: Record<string, number>) {
    return this.connection
      .getRepository(ctx, PerformanceSeating)
      .save(new PerformanceSeating({ performanceId, planVersionId: version.id, zonePrices }));
  }

  /** Changes some zone prices of a reserved performance; zones left out keep theirs. */
  async reprice(ctx: RequestContext, performanceId: ID, zonePrices: Record<string, number>) {
    const loaded = await this.load(ctx, performanceId);
    if (!loaded) throw new UserInputError('This performance is not sold by seat, so it has no zone prices.');
    const problems = zonePriceProblems(loaded.plan, zonePrices, false);
    if (problems.length) throw new UserInputError(problems.join(' '));
    loaded.seating.zonePrices = { ...loaded.seating.zonePrices, ...zonePrices };
    await this.connection.getRepository(ctx, PerformanceSeating).save(loaded.seating);
  }

  async load(ctx: RequestContext, performanceId: ID): Promise<LoadedSeating | undefined> {
    const seating = await this.connection
      .getRepository(ctx, PerformanceSeating)
      .findOne({ where: { performanceId }, relations: { performance: true } });
    if (!seating) return undefined;
    const version = await this.version(ctx, seating.planVersionId);
    if (!version) return undefined;
    return {
      performance: seating.performance,
      seating,
      version,
      plan: version.plan,
      places: versionIndex(version.id, version.plan),
    };
  }

  private async version(ctx: RequestContext, id: ID): Promise<PlanVersionFacts | undefined> {
    const cached = versions.get(String(id));
    if (cached) return cached;
    const row = await this.connection.getRepository(ctx, SeatPlanVersion).findOne({ where: { id } });
    if (!row) return undefined;
    const facts: PlanVersionFacts = { id: row.id, version: row.version, capacity: row.capacity, plan: row.plan };
    versions.set(String(id), facts);
    if (versions.size > MAX_VERSIONS) versions.delete(versions.keys().next().value as string);
    return facts;
  }

  /** The reserved performance a ticket variant sells, if it is one. */
  async loadByVariant(ctx: RequestContext, variantId: ID): Promise<LoadedSeating | undefined> {
    const performance = await this.connection
      .getRepository(ctx, Performance)
      .findOne({ where: { productVariantId: variantId }, select: { id: true } });
    return performance ? this.load(ctx, performance.id) : undefined;
  }

  /** The zone prices of many performances at once (the programme lists prices "from"). */
  async seatingsOf(ctx: RequestContext, performanceIds: ID[]): Promise<Map<string, PerformanceSeating>> {
    if (!performanceIds.length) return new Map();
    const rows = await this.connection
      .getRepository(ctx, PerformanceSeating)
      .createQueryBuilder('s')
      .where('s.performanceId IN (:...ids)', { ids: performanceIds })
      .getMany();
    return new Map(rows.map((row) => [String(row.performanceId), row]));
  }
}

/** Why zone prices are refused, in plain words; `complete` asks for every zone of the plan. */
export function zonePriceProblems(plan: SeatPlan, prices: Record<string, number>, complete: boolean): string[] {
  const problems: string[] = [];
  const codes = new Set(plan.zones.map((zone) => zone.code));
  for (const [zone, price] of Object.entries(prices)) {
    if (!codes.has(zone)) problems.push(`The seat plan has no zone "${zone}".`);
    else if (!Number.isInteger(price) || price < 0)
      problems.push(`The price of zone ${zone} must be 0 or more, in cents.`);
  }
  if (complete) {
    const missing = [...codes].filter((code) => prices[code] === undefined);
    if (missing.length)
      problems.push(`Give a price for every zone of the stage's seat plan (missing: ${missing.join(', ')}).`);
  }
  return problems;
}
