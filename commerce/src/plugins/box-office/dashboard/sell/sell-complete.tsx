import { api, Button, Input, Label, Textarea } from '@vendure/dashboard';
import { useId, useState } from 'react';
import { openPdf } from './open-pdf';
import { counterReceiptPdfDocument, counterTicketsPdfDocument } from './sell-documents';

export interface Buyer {
  method: 'counter-cash' | 'counter-card-terminal';
  email: string;
  firstName: string;
  lastName: string;
  compReason?: string;
}

const COMP_KINDS = ['press', 'cast', 'sponsor', 'other'] as const;
/** The server takes at most 200 characters (constants.ts, not importable here: it needs @vendure/core); the kind goes in front. */
const DETAILS_MAX_LENGTH = 180;

/** Payment, the optional buyer and a comp's reason; Complete sends them. */
export function CompleteForm({
  comp,
  busy,
  disabled,
  onComplete,
}: {
  comp: boolean;
  busy: boolean;
  disabled: boolean;
  onComplete: (buyer: Buyer) => void;
}) {
  const id = useId();
  const [method, setMethod] = useState<Buyer['method']>('counter-cash');
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [kind, setKind] = useState<(typeof COMP_KINDS)[number] | ''>('');
  const [words, setWords] = useState('');
  const reason = kind === 'other' ? words.trim() : [kind, words.trim()].filter(Boolean).join(': ');
  return (
    <form
      className="grid gap-3"
      aria-label="Complete the sale"
      onSubmit={(event) => {
        event.preventDefault();
        onComplete({ method, email, firstName, lastName, compReason: comp ? reason : undefined });
      }}
    >
      {comp ? null : (
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium">Payment</legend>
          {(
            [
              ['counter-cash', 'Cash'],
              ['counter-card-terminal', 'Card terminal'],
            ] as const
          ).map(([value, label]) => (
            <div key={value} className="flex items-center gap-2">
              <input
                type="radio"
                id={`${id}-${value}`}
                name={`${id}-method`}
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
              />
              <Label htmlFor={`${id}-${value}`}>{label}</Label>
            </div>
          ))}
        </fieldset>
      )}
      {comp ? (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Reason for the comp (required)</legend>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-kind`}>Reason</Label>
            <select
              id={`${id}-kind`}
              required
              value={kind}
              onChange={(event) => setKind(event.target.value as typeof kind)}
              className="h-9 rounded-md border bg-transparent px-2"
            >
              <option value="">Choose a reason</option>
              {COMP_KINDS.map((value) => (
                <option key={value} value={value}>
                  {value[0]!.toUpperCase() + value.slice(1)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-words`}>{kind === 'other' ? 'In a few words (required)' : 'Details'}</Label>
            <Textarea
              id={`${id}-words`}
              required={kind === 'other'}
              maxLength={DETAILS_MAX_LENGTH}
              value={words}
              onChange={(event) => setWords(event.target.value)}
            />
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-email`}>Email (optional: the confirmation goes there)</Label>
        <Input id={`${id}-email`} type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      <div className="flex flex-wrap gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-first`}>First name</Label>
          <Input id={`${id}-first`} value={firstName} onChange={(event) => setFirstName(event.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-last`}>Last name</Label>
          <Input id={`${id}-last`} value={lastName} onChange={(event) => setLastName(event.target.value)} />
        </div>
      </div>
      <Button type="submit" disabled={busy || disabled}>
        {comp ? 'Complete comp' : 'Complete sale'}
      </Button>
    </form>
  );
}

/** The completed sale: its code and the print buttons. */
export function Completed({ order, onNext }: { order: { id: string; code: string }; onNext: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const print = async (what: 'tickets' | 'receipt', layout: 'a4' | 'roll') => {
    setBusy(true);
    setError(null);
    try {
      const base64 =
        what === 'tickets'
          ? (await api.query(counterTicketsPdfDocument, { orderId: order.id, layout })).counterTicketsPdf
          : (await api.query(counterReceiptPdfDocument, { orderId: order.id, layout })).counterReceiptPdf;
      openPdf(base64, `${order.code}-${what}-${layout}`);
    } catch (caught) {
      setError(`Nothing was printed: ${caught instanceof Error ? caught.message : String(caught)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-3">
      <p role="status" className="text-lg">
        Sold: order <strong data-testid="sold-order-code">{order.code}</strong>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => print('tickets', 'a4')}>
          Print tickets (A4)
        </Button>
        <Button disabled={busy} onClick={() => print('tickets', 'roll')}>
          Print tickets (80 mm roll)
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => print('receipt', 'roll')}>
          Receipt
        </Button>
        <Button variant="secondary" onClick={onNext}>
          Next sale
        </Button>
      </div>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
