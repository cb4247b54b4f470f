import { useMutation, useQuery } from '@tanstack/react-query';
import { api, Button, Input, Label, Page, PageBlock, PageLayout, PageTitle, usePermissions } from '@vendure/dashboard';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { useId, useState } from 'react';
import { LabelledSelect } from '../../../../dashboard-kit/labelled-select';
import { euros, when } from '../../../../dashboard-kit/performance-format';
import { GIVE_COMPLIMENTARY_TICKETS } from '../../permission-names';
import { type Buyer, Completed, CompleteForm } from './sell-complete';
import {
  addItemToDraftOrderDocument,
  completeCounterSaleDocument,
  counterReleaseSeatsDocument,
  counterSelectBestSeatsDocument,
  counterSelectSeatsDocument,
  deleteDraftOrderDocument,
  sellPerformancesDocument,
  startCounterSaleDocument,
} from './sell-documents';
import { SellSeats, useRefreshSeatMap, useSellSeatMap } from './sell-seats';
import { ShopItems } from './sell-shop-items';

type Draft = Extract<ResultOf<typeof startCounterSaleDocument>['startCounterSale'], { id: string }>;
type Step = { __typename: string; message?: string } & Partial<Draft>;

/** A language in its own words ("български", "português (Brasil)"), for staff who speak it; the code when unknown. */
function ownName(code: string): string {
  const tag = code.replace('_', '-');
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : code;
  } catch {
    return code;
  }
}

/**
 * Selling at the counter (ADR 061): a performance, its seats (map or best available) or a
 * count, shop items, then payment and print. The sale is a draft order started with the
 * first thing added, in the language and as a comp or not as chosen then: changing either
 * afterwards means starting over (the draft is deleted and its seats freed).
 */
export function SellPage() {
  const id = useId();
  const { hasPermissions } = usePermissions();
  const mayComp = hasPermissions([GIVE_COMPLIMENTARY_TICKETS]);
  const [from] = useState(() => new Date().toISOString());
  const { data } = useQuery({
    queryKey: ['sell-performances', from],
    queryFn: () => api.query(sellPerformancesDocument, { from }),
  });
  const [performanceId, setPerformanceId] = useState('');
  const [language, setLanguage] = useState('');
  const [comp, setComp] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sold, setSold] = useState<{ id: string; code: string } | null>(null);
  const [count, setCount] = useState('1');
  const seatMap = useSellSeatMap(performanceId);
  const refreshMap = useRefreshSeatMap();

  const now = Date.now();
  const performances = (data?.performances.items ?? []).filter(
    (p) => !p.cancelled && new Date(p.startsAt).getTime() > now,
  );
  const performance = performances.find((p) => p.id === performanceId);
  const channel = data?.activeChannel;
  const saleLanguage = language || channel?.defaultLanguageCode || 'bg';

  /** Runs one step on the draft (starting it first when there is none), showing a refusal in words. */
  const step = useMutation({
    mutationFn: async (run: (orderId: string) => Promise<Step>) => {
      let orderId = draft?.id;
      if (!orderId) {
        const started = (
          await api.mutate(startCounterSaleDocument, { input: { language: saleLanguage as never, comp } })
        ).startCounterSale;
        setDraft(started);
        orderId = started.id;
      }
      return run(orderId);
    },
    onMutate: () => setError(null),
    onSuccess: (result) => {
      if (result.__typename === 'Order') setDraft(result as Draft);
      else setError(result.message ?? 'That was refused.');
      if (performanceId) void refreshMap(performanceId);
    },
    onError: (caught) => setError(caught.message),
  });
  const busy = step.isPending;

  const complete = useMutation({
    mutationFn: async (buyer: Buyer) =>
      (
        await api.mutate(completeCounterSaleDocument, {
          orderId: draft!.id,
          input: {
            method: buyer.method,
            email: buyer.email.trim() || null,
            firstName: buyer.firstName.trim() || null,
            lastName: buyer.lastName.trim() || null,
            compReason: comp ? buyer.compReason || null : null,
          },
        })
      ).completeCounterSale,
    onMutate: () => setError(null),
    onSuccess: (result) => {
      if (result.__typename === 'CounterSaleRefused') setError(result.message);
      else if (result.__typename === 'Order') {
        setSold({ id: result.id, code: result.code });
        setDraft(null);
      }
    },
    onError: (caught) => setError(caught.message),
  });

  const startOver = async () => {
    if (draft) await api.mutate(deleteDraftOrderDocument, { orderId: draft.id }).catch(() => undefined);
    setDraft(null);
    setError(null);
    if (performanceId) void refreshMap(performanceId);
  };

  const held = new Set((draft?.seats ?? []).filter((s) => s.performanceId === performanceId).map((s) => s.key));
  const map = seatMap.data;
  const label = performance
    ? `${performance.play.title} · ${when(performance.startsAt)} · ${performance.stage.name}`
    : '';

  if (sold) {
    return (
      <Page pageId="box-office-sell">
        <PageTitle>Sell</PageTitle>
        <PageLayout>
          <PageBlock column="main" blockId="sell-completed">
            <Completed order={sold} onNext={() => setSold(null)} />
          </PageBlock>
        </PageLayout>
      </Page>
    );
  }

  return (
    <Page pageId="box-office-sell">
      <PageTitle>Sell</PageTitle>
      <PageLayout>
        <PageBlock column="main" blockId="sell-performance" title="Performance">
          <div className="grid gap-3">
            <LabelledSelect
              id={`${id}-performance`}
              label="Performance"
              placeholder="Choose an upcoming performance"
              value={performanceId}
              onChange={setPerformanceId}
              options={performances.map((p) => ({
                value: p.id,
                label: `${p.play.title} · ${when(p.startsAt)} · ${p.stage.name}`,
              }))}
            />
            {!performance ? null : seatMap.isLoading ? (
              <p>Loading the seats…</p>
            ) : map ? (
              <SellSeats
                map={map}
                label={`Seats · ${label}`}
                held={held}
                busy={busy}
                onSelect={(seatKeys) =>
                  step.mutate(async (orderId) => {
                    const result = await api.mutate(counterSelectSeatsDocument, { orderId, performanceId, seatKeys });
                    return result.counterSelectSeats as Step;
                  })
                }
                onRelease={(seatKeys) =>
                  step.mutate(async (orderId) => {
                    const result = await api.mutate(counterReleaseSeatsDocument, { orderId, performanceId, seatKeys });
                    return result.counterReleaseSeats as Step;
                  })
                }
                onBest={(input) =>
                  step.mutate(async (orderId) => {
                    const variables: VariablesOf<typeof counterSelectBestSeatsDocument> = {
                      orderId,
                      input: { performanceId, count: input.count, zone: input.zone ?? null },
                    };
                    const result = await api.mutate(counterSelectBestSeatsDocument, variables);
                    return result.counterSelectBestSeats as Step;
                  })
                }
              />
            ) : (
              <form
                className="flex flex-wrap items-end gap-3"
                aria-label="Tickets by count"
                onSubmit={(event) => {
                  event.preventDefault();
                  const productVariantId = performance.productVariantId;
                  if (!productVariantId) return setError('This performance has no tickets on sale.');
                  step.mutate(async (orderId) => {
                    const result = await api.mutate(addItemToDraftOrderDocument, {
                      orderId,
                      productVariantId,
                      quantity: Number(count),
                    });
                    return result.addItemToDraftOrder as Step;
                  });
                }}
              >
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-count`}>Tickets</Label>
                  <Input
                    id={`${id}-count`}
                    type="number"
                    min={1}
                    max={50}
                    required
                    value={count}
                    onChange={(event) => setCount(event.target.value)}
                    className="w-24"
                  />
                </div>
                <Button type="submit" disabled={busy}>
                  Add tickets
                </Button>
              </form>
            )}
            {error ? (
              <p role="alert" className="text-destructive">
                {error}
              </p>
            ) : null}
          </div>
        </PageBlock>
        <PageBlock column="main" blockId="sell-shop-items" title="Shop items (optional)">
          <ShopItems
            busy={busy}
            onAdd={(productVariantId, quantity) =>
              step.mutate(async (orderId) => {
                const result = await api.mutate(addItemToDraftOrderDocument, { orderId, productVariantId, quantity });
                return result.addItemToDraftOrder as Step;
              })
            }
          />
        </PageBlock>
        <PageBlock column="side" blockId="sell-settings" title="Sale">
          <div className="grid gap-3">
            <div className="grid gap-1">
              <Label htmlFor={`${id}-language`}>Language (email and print)</Label>
              <select
                id={`${id}-language`}
                value={saleLanguage}
                disabled={draft !== null}
                onChange={(event) => setLanguage(event.target.value)}
                className="h-9 rounded-md border bg-transparent px-2"
              >
                {(channel?.availableLanguageCodes ?? [saleLanguage]).map((code) => (
                  <option key={code} value={code}>
                    {ownName(code)}
                  </option>
                ))}
              </select>
            </div>
            {mayComp ? (
              <div className="flex items-center gap-2">
                <input
                  type="checkbox"
                  id={`${id}-comp`}
                  checked={comp}
                  disabled={draft !== null}
                  onChange={(event) => setComp(event.target.checked)}
                />
                <Label htmlFor={`${id}-comp`}>Comp (complimentary, at no charge)</Label>
              </div>
            ) : null}
            {draft ? (
              <p className="text-sm text-muted-foreground">
                The language{mayComp ? ' and comp' : ''} are fixed once the sale has started.{' '}
                <Button variant="outline" size="sm" onClick={startOver}>
                  Start over
                </Button>
              </p>
            ) : null}
          </div>
        </PageBlock>
        <PageBlock column="side" blockId="sell-summary" title="Order">
          <OrderSummary draft={draft} />
        </PageBlock>
        <PageBlock column="side" blockId="sell-complete" title={comp ? 'Complete the comp' : 'Payment'}>
          <CompleteForm
            comp={comp}
            busy={complete.isPending || busy}
            disabled={!draft || draft.lines.length === 0}
            onComplete={(buyer) => complete.mutate(buyer)}
          />
        </PageBlock>
      </PageLayout>
    </Page>
  );
}

function OrderSummary({ draft }: { draft: Draft | null }) {
  if (!draft || draft.lines.length === 0) return <p className="text-sm">Nothing in this sale yet.</p>;
  return (
    <div className="grid gap-2 text-sm" data-testid="sell-summary">
      <ul className="grid gap-1">
        {draft.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-2">
            <span>
              {line.quantity} × {line.productVariant.name}
            </span>
            <span>{euros(line.linePriceWithTax)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between gap-2 font-medium">
        <span>Total</span>
        <span data-testid="sell-total">{euros(draft.totalWithTax)}</span>
      </p>
    </div>
  );
}
