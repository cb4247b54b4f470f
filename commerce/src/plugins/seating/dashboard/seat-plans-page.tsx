import { seatPlanProblems } from '@foyer/shared/seating/plan-problems';
import { type PriceZone, planCapacity, type SeatPlan } from '@foyer/shared/seating/seat-plan';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, Button, Page, PageBlock, PageLayout, PageTitle, toast, usePermissions } from '@vendure/dashboard';
import type { ResultOf } from 'gql.tada';
import { useState } from 'react';
import { LabelledSelect } from '../../../dashboard-kit/labelled-select';
import { when } from '../../../dashboard-kit/performance-format';
import { LegendItem, ZoneGlyph } from '../../../dashboard-kit/seating/seat-glyphs';
import { SeatMap } from '../../../dashboard-kit/seating/seat-map';
import { saveSeatPlanDocument, seatPlanStagesDocument } from '../../../dashboard-kit/seating/seating-documents';
import { GeneratePlanForm } from './generate-form';
import { PlanFileButtons } from './plan-file-buttons';
import { SeatEditor } from './seat-editor';
import { ZonesEditor } from './zones-editor';

const stagesKey = ['seat-plan-stages'];

/** The zones a stage's first plan starts with; staff rename them in the zones editor. */
const FIRST_ZONES: PriceZone[] = [
  { code: 'A', name: { bg: 'Зона A', en: 'Zone A' } },
  { code: 'B', name: { bg: 'Зона B', en: 'Zone B' } },
];

type Stage = ResultOf<typeof seatPlanStagesDocument>['stages']['items'][number];

/**
 * Seat plans (ADR 053): a stage's current plan drawn from its JSON, and for editors
 * (UpdateTheatre) the generator, seat and zone editing, import and Save, which stores a
 * new version. Staff who only read see the plan and can export it.
 */
export function SeatPlansPage() {
  const { data, isLoading } = useQuery({ queryKey: stagesKey, queryFn: () => api.query(seatPlanStagesDocument, {}) });
  const stages = data?.stages.items ?? [];
  const [stageId, setStageId] = useState('');
  const stage = stages.find((s) => s.id === stageId);
  return (
    <Page pageId="seat-plans">
      <PageTitle>Seat plans</PageTitle>
      <PageLayout>
        <PageBlock column="main" blockId="seat-plan-stage">
          {isLoading ? (
            <p>Loading…</p>
          ) : (
            <div className="grid gap-2 md:max-w-md">
              <LabelledSelect
                id="seat-plan-stage"
                label="Stage"
                placeholder="Choose a stage"
                value={stageId}
                onChange={setStageId}
                options={stages.map((s) => ({
                  value: s.id,
                  label: `${s.name} (${s.seatPlan ? `plan version ${s.seatPlan.version}` : 'no seat plan'})`,
                }))}
              />
              {stage ? (
                <p className="text-sm" data-testid="seat-plan-version">
                  {stage.seatPlan
                    ? `Version ${stage.seatPlan.version} of ${when(stage.seatPlan.createdAt)}, ${stage.seatPlan.capacity} places.`
                    : 'No seat plan: this stage sells by count.'}
                </p>
              ) : null}
            </div>
          )}
        </PageBlock>
      </PageLayout>
      {stage ? <PlanWorkspace key={`${stage.id}-${stage.seatPlan?.version ?? 0}`} stage={stage} /> : null}
    </Page>
  );
}

/**
 * The chosen stage's blocks, in a layout of their own: PageLayout places only the blocks
 * (or fragments of them) it is given directly, and drops a component's. It lists them
 * without keys, so each has its own: the generator keeps what was typed when the zones
 * block appears above it.
 */
function PlanWorkspace({ stage }: { stage: Stage }) {
  const { hasPermissions } = usePermissions();
  const canEdit = hasPermissions(['UpdateTheatre']);
  const queryClient = useQueryClient();
  const saved = (stage.seatPlan?.plan ?? null) as SeatPlan | null;
  const [draft, setDraft] = useState<SeatPlan | null>(saved);
  const [problems, setProblems] = useState<string[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const replace = (plan: SeatPlan) => {
    setDraft(plan);
    setProblems([]);
    setSelected(new Set());
  };
  const save = useMutation({
    mutationFn: (plan: SeatPlan) => api.mutate(saveSeatPlanDocument, { stageId: stage.id, plan }),
    onSuccess: ({ saveSeatPlan }) => {
      toast.success(`Seat plan saved as version ${saveSeatPlan.version}`, {
        description: 'Performances already scheduled keep the version they were scheduled with.',
      });
      void queryClient.invalidateQueries({ queryKey: stagesKey });
    },
    onError: (error) => toast.error('The seat plan was not saved', { description: error.message }),
  });
  const submit = () => {
    if (!draft) return;
    const found = seatPlanProblems(draft);
    setProblems(found);
    if (found.length === 0) save.mutate(draft);
  };
  const zoneIndex = (code: string) => draft?.zones.findIndex((zone) => zone.code === code) ?? 0;
  const zoneName = (code: string) => draft?.zones.find((zone) => zone.code === code)?.name.en ?? code;

  return (
    <PageLayout>
      {problems.length > 0 ? (
        <PageBlock key="seat-plan-problems" column="main" blockId="seat-plan-problems" title="Problems to fix">
          <ul role="alert" className="list-disc pl-5 text-sm text-destructive">
            {problems.map((problem, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same sentence may appear twice
              <li key={i}>{problem}</li>
            ))}
          </ul>
        </PageBlock>
      ) : null}
      <PageBlock
        key="seat-plan-map"
        column="main"
        blockId="seat-plan-map"
        title={draft === saved ? 'Plan' : 'Plan (not saved)'}
      >
        {draft ? (
          <div className="grid gap-3">
            <ul className="flex flex-wrap gap-4 text-sm" aria-label="Legend">
              {draft.zones.map((zone, i) => (
                <LegendItem
                  key={zone.code}
                  glyph={<ZoneGlyph seat={{ key: '', label: '', x: 0, y: 0, zone: zone.code }} zoneIndex={i} />}
                >
                  {`Zone ${zone.code}: ${zone.name.en}`}
                </LegendItem>
              ))}
              <LegendItem
                glyph={
                  <ZoneGlyph seat={{ key: '', label: '', x: 0, y: 0, zone: '', wheelchair: true }} zoneIndex={7} />
                }
              >
                Wheelchair space (square)
              </LegendItem>
              <LegendItem
                glyph={
                  <ZoneGlyph seat={{ key: '', label: '', x: 0, y: 0, zone: '', companionOf: 'x' }} zoneIndex={7} />
                }
              >
                Companion seat (dot)
              </LegendItem>
              <LegendItem
                glyph={
                  <ZoneGlyph seat={{ key: '', label: '', x: 0, y: 0, zone: '', restrictedView: true }} zoneIndex={4} />
                }
              >
                Restricted view (dashed)
              </LegendItem>
            </ul>
            <SeatMap
              plan={draft}
              label={`Seat plan of ${stage.name}`}
              selected={selected}
              onSelectedChange={canEdit ? setSelected : () => undefined}
              describe={(seat) =>
                [
                  `zone ${seat.zone} (${zoneName(seat.zone)})`,
                  seat.wheelchair ? 'wheelchair space' : '',
                  seat.companionOf ? 'companion seat' : '',
                  seat.restrictedView ? 'restricted view' : '',
                  seat.aisle ? 'aisle' : '',
                ]
                  .filter(Boolean)
                  .join(', ')
              }
              glyph={(seat) => <ZoneGlyph seat={seat} zoneIndex={zoneIndex(seat.zone)} />}
            />
            <p className="text-sm">{planCapacity(draft)} places.</p>
          </div>
        ) : (
          <p className="text-sm">{canEdit ? 'No plan yet: generate one below or import a file.' : 'No plan yet.'}</p>
        )}
        {canEdit ? (
          <div className="mt-4 flex flex-wrap items-center gap-3 border-t pt-4">
            <Button onClick={submit} disabled={!draft || draft === saved || save.isPending}>
              Save as a new version
            </Button>
            <p className="text-sm text-muted-foreground">
              Saving makes version {(stage.seatPlan?.version ?? 0) + 1}. Performances already scheduled keep the version
              they were scheduled with; new ones use this one.
            </p>
          </div>
        ) : null}
      </PageBlock>
      {canEdit && draft ? (
        <PageBlock key="seat-plan-chosen" column="side" blockId="seat-plan-chosen" title="Chosen seats">
          <SeatEditor plan={draft} selected={selected} onChange={setDraft} onClear={() => setSelected(new Set())} />
        </PageBlock>
      ) : null}
      <PageBlock key="seat-plan-file" column="side" blockId="seat-plan-file" title="File">
        <PlanFileButtons
          plan={draft}
          stageSlug={stage.slug}
          version={draft === saved ? (stage.seatPlan?.version ?? null) : null}
          canEdit={canEdit}
          onImport={replace}
          onProblems={setProblems}
        />
      </PageBlock>
      {draft ? (
        <PageBlock key="seat-plan-zones" column="main" blockId="seat-plan-zones" title="Zones">
          <ZonesEditor plan={draft} canEdit={canEdit} onChange={setDraft} />
        </PageBlock>
      ) : null}
      {canEdit ? (
        <PageBlock key="seat-plan-generate" column="main" blockId="seat-plan-generate" title="Generate a plan">
          <GeneratePlanForm
            zones={draft?.zones.length ? draft.zones : FIRST_ZONES}
            onGenerate={replace}
            onProblems={setProblems}
          />
        </PageBlock>
      ) : null}
    </PageLayout>
  );
}
