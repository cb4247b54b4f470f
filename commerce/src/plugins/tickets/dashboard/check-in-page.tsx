import { staffDateTime } from '@foyer/shared/ticket-names';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, Page, PageBlock, PageLayout, PageTitle, usePermissions } from '@vendure/dashboard';
import type { ResultOf } from 'gql.tada';
import { useRef, useState } from 'react';
import { LabelledSelect } from '../../../dashboard-kit/labelled-select';
import { CHECK_IN_TICKETS } from '../permission-name';
import { admissionAnswer, type DoorAnswer, noAnswer } from './admission-answer';
import { AnswerPanel } from './answer-panel';
import { CameraPanel } from './camera-panel';
import { CodeForm } from './code-form';
import { admitTicketDocument, doorPerformancesDocument } from './door-documents';
import { DoorQueue } from './door-queue';
import { doorTexts } from './door-texts';

const doorKey = ['door-performances'];

/**
 * The door (ADR 036): choose the performance, then scan or type each ticket; every answer
 * is shown large and announced, with the performance's count. Staff without
 * CheckInTickets get a refusal instead (the API would refuse them anyway).
 */
export function CheckInPage() {
  const { hasPermissions } = usePermissions();
  return (
    <Page pageId="door-check-in">
      <PageTitle>{doorTexts.title}</PageTitle>
      {hasPermissions([CHECK_IN_TICKETS]) ? (
        <Door />
      ) : (
        <PageLayout>
          <PageBlock column="main" blockId="door-refused">
            <p role="alert">{doorTexts.refused}</p>
          </PageBlock>
        </PageLayout>
      )}
    </Page>
  );
}

function Door() {
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery({ queryKey: doorKey, queryFn: () => api.query(doorPerformancesDocument, {}) });
  const open = data?.doorPerformances ?? [];
  const [chosen, setChosen] = useState('');
  // With one door open there is nothing to choose; with several, staff choose theirs.
  const performanceId = chosen || (open.length === 1 ? (open[0]?.performance.id ?? '') : '');
  const current = open.find((door) => door.performance.id === performanceId);
  const [answer, setAnswer] = useState<{ answer: DoorAnswer; code: string; sequence: number } | null>(null);
  const show = (next: DoorAnswer, code: string) =>
    setAnswer((previous) => ({ answer: next, code, sequence: (previous?.sequence ?? 0) + 1 }));

  const admit = async ({ performanceId, code }: { performanceId: string; code: string }) => {
    let admitTicket: ResultOf<typeof admitTicketDocument>['admitTicket'];
    try {
      ({ admitTicket } = await api.mutate(admitTicketDocument, { performanceId, code }));
    } catch {
      show(noAnswer, code);
      return;
    }
    show(admissionAnswer(admitTicket), code);
    // The count from the answer at once; then the list again, for what other doors admitted.
    queryClient.setQueryData<typeof data>(doorKey, (list) =>
      list
        ? {
            doorPerformances: list.doorPerformances.map((door) =>
              door.performance.id === admitTicket.door.performanceId ? { ...door, ...admitTicket.door } : door,
            ),
          }
        : list,
    );
    void queryClient.invalidateQueries({ queryKey: doorKey });
  };
  // Codes read or typed while one is being checked wait their turn, each answered in order.
  const [queueState, setQueueState] = useState({ checking: false, waiting: 0 });
  const admitRef = useRef(admit);
  admitRef.current = admit;
  const queue = useRef<DoorQueue<{ performanceId: string; code: string }> | null>(null);
  queue.current ??= new DoorQueue((item) => admitRef.current(item), setQueueState);
  const submit = (code: string) => {
    if (!performanceId) return;
    queue.current?.push({ performanceId, code });
  };

  return (
    <PageLayout>
      <PageBlock column="main" blockId="door-performance">
        <div className="grid gap-3">
          {isLoading ? <p>{doorTexts.loading}</p> : null}
          {!isLoading && open.length === 0 ? <p>{doorTexts.noPerformance}</p> : null}
          {open.length > 0 ? (
            <LabelledSelect
              id="door-performance"
              label={doorTexts.performance}
              placeholder={doorTexts.choosePerformance}
              value={performanceId}
              onChange={setChosen}
              large
              options={open.map(({ performance }) => ({
                value: performance.id,
                label: `${staffDateTime(performance.startsAt)} · ${performance.play.title} · ${performance.stage.name}`,
              }))}
            />
          ) : null}
          {current ? (
            <p className="text-2xl font-semibold" data-testid="door-count">
              {doorTexts.admittedOf(current.admitted, current.tickets)}
            </p>
          ) : null}
        </div>
      </PageBlock>
      {current ? (
        <PageBlock column="main" blockId="door-answer">
          <AnswerPanel
            answer={answer?.answer ?? null}
            code={answer?.code ?? ''}
            sequence={answer?.sequence ?? 0}
            pending={queueState.checking}
            waiting={queueState.waiting}
          />
        </PageBlock>
      ) : null}
      {current ? (
        <PageBlock column="main" blockId="door-camera" title={doorTexts.scanBlock}>
          <CameraPanel onCode={submit} />
        </PageBlock>
      ) : null}
      {current ? (
        <PageBlock column="main" blockId="door-code" title={doorTexts.typeBlock}>
          <CodeForm onCode={submit} />
        </PageBlock>
      ) : null}
    </PageLayout>
  );
}
