import type { SeatPlan } from '@foyer/shared/seating/seat-plan';
import { Button, Label } from '@vendure/dashboard';
import type { ChangeEvent } from 'react';
import { planFileName, planFileText, readPlanFile } from './plan-file';

/**
 * Export downloads the plan drawn as JSON; import (for editors) reads a file, checks it
 * with the same rules as Save, and either draws it or lists its problems.
 */
export function PlanFileButtons({
  plan,
  stageSlug,
  version,
  canEdit,
  onImport,
  onProblems,
}: {
  plan: SeatPlan | null;
  stageSlug: string;
  version: number | null;
  canEdit: boolean;
  onImport: (plan: SeatPlan) => void;
  onProblems: (problems: string[]) => void;
}) {
  const download = () => {
    if (!plan) return;
    const url = URL.createObjectURL(new Blob([planFileText(plan)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = planFileName(stageSlug, version);
    link.click();
    URL.revokeObjectURL(url);
  };
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again after it is fixed
    if (!file) return;
    const result = readPlanFile(await file.text());
    if (result.plan) onImport(result.plan);
    else onProblems(result.problems);
  };
  return (
    <div className="grid gap-3">
      <Button type="button" variant="outline" disabled={!plan} onClick={download}>
        Export JSON
      </Button>
      {canEdit ? (
        <div className="grid gap-1">
          <Label htmlFor="seat-plan-file">Import JSON</Label>
          <input id="seat-plan-file" type="file" accept="application/json,.json" onChange={read} className="text-sm" />
          <p className="text-xs text-muted-foreground">The imported plan is drawn for checking; Save stores it.</p>
        </div>
      ) : null}
    </div>
  );
}
