import { useMutation, useQuery } from '@tanstack/react-query';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  api,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@vendure/dashboard';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../../dashboard-kit/graphql';
import { cents, soldOrHeld, when } from '../../../dashboard-kit/performance-format';
import { performanceZonesDocument } from '../../../dashboard-kit/seating/seating-documents';
import { readZonePrices, typedPrice } from '../../../dashboard-kit/seating/zone-prices';
import { fromSofiaInput, toSofiaInput } from '../../../dashboard-kit/sofia-time';
import { PerformanceFields } from './performance-fields';

const updateDocument = graphql(`
  mutation UpdatePerformance($input: UpdatePerformanceInput!) {
    updatePerformance(input: $input) { id }
  }
`);

const cancelDocument = graphql(`
  mutation CancelPerformance($id: ID!) {
    cancelPerformance(id: $id) { id cancelled }
  }
`);

/** What the dialogs need of a listed performance. */
export interface ListedPerformance {
  id: string;
  startsAt: string;
  play: { title: string };
  stage: { name: string; capacity: number };
  productVariant: { priceWithTax: number; stockOnHand: number; stockAllocated: number } | null;
  /** Sold by seat (ADR 053): priced per zone. */
  reserved: boolean;
  zonePrices: ReadonlyArray<{ zone: string; price: number }>;
}

interface DialogProps {
  performance: ListedPerformance;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Changes a performance's date and time (in Sofia), price and seats in one call
 * (updatePerformance, ADR 005); only what was changed is sent. A reserved performance's
 * price is one per zone, and its seats are its plan's. The API's refusals, in plain
 * words, are shown in the error toast.
 */
export function EditPerformanceDialog({ performance, onClose, onDone }: DialogProps) {
  const initial = {
    startsAt: toSofiaInput(performance.startsAt),
    price: performance.productVariant ? (performance.productVariant.priceWithTax / 100).toFixed(2) : '',
    seats: performance.productVariant ? String(performance.productVariant.stockOnHand) : '',
  };
  const [form, setForm] = useState(initial);
  const initialPrices = Object.fromEntries(performance.zonePrices.map((zone) => [zone.zone, typedPrice(zone.price)]));
  const [prices, setPrices] = useState(initialPrices);
  // The zones' names in the plan version the performance sells; until read, their codes.
  const { data: named } = useQuery({
    queryKey: ['performance-zones', performance.id],
    queryFn: () => api.query(performanceZonesDocument, { performanceId: performance.id }),
    enabled: performance.reserved,
  });
  const zones = performance.zonePrices.map((zone) => ({
    code: zone.zone,
    name: named?.performanceSeatMap?.zones.find((z) => z.code === zone.zone)?.name ?? zone.zone,
  }));
  const update = useMutation({
    mutationFn: api.mutate(updateDocument),
    onSuccess: () => {
      toast.success('Performance changed: its ticket shows the change');
      onDone();
    },
    onError: (error) => toast.error('The performance was not changed', { description: error.message }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startsAt = form.startsAt !== initial.startsAt ? fromSofiaInput(form.startsAt) : undefined;
    if (startsAt === null) {
      toast.error('The performance was not changed', { description: 'The date and time are not valid.' });
      return;
    }
    const changedZones = performance.reserved ? readZonePrices(zones, prices, initialPrices) : null;
    if (changedZones && changedZones.problems.length > 0) {
      toast.error('The performance was not changed', { description: changedZones.problems.join(' ') });
      return;
    }
    const input = {
      id: performance.id,
      ...(startsAt ? { startsAt: startsAt.toISOString() } : {}),
      ...(changedZones
        ? changedZones.zonePrices.length > 0
          ? { zonePrices: changedZones.zonePrices }
          : {}
        : {
            ...(form.price !== initial.price ? { price: cents(form.price) } : {}),
            ...(form.seats !== initial.seats ? { seats: Number(form.seats) } : {}),
          }),
    };
    if (Object.keys(input).length === 1) return onClose();
    update.mutate({ input });
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit performance</DialogTitle>
          <DialogDescription>
            {performance.play.title}, {when(performance.startsAt)}, {performance.stage.name} (
            {performance.stage.capacity} seats). {soldOrHeld(performance.productVariant?.stockAllocated ?? 0)}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" aria-label="Edit performance">
          <PerformanceFields
            idPrefix="edit-performance"
            values={form}
            onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
            seatsLabel="Seats in all (sold, held and for sale)"
            reserved={
              performance.reserved
                ? {
                    zones,
                    prices,
                    onPriceChange: (zone, value) => setPrices((current) => ({ ...current, [zone]: value })),
                    seats: performance.productVariant?.stockOnHand ?? 0,
                  }
                : undefined
            }
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" disabled={update.isPending}>
              Save changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Asks before cancelling, naming the performance and how many tickets are sold or
 * held; cancelling stops the sale and keeps the ticket for the orders that have it.
 */
export function CancelPerformanceDialog({ performance, onClose, onDone }: DialogProps) {
  const sold = performance.productVariant?.stockAllocated ?? 0;
  const cancel = useMutation({
    mutationFn: api.mutate(cancelDocument),
    onSuccess: () => {
      toast.success('Performance cancelled: its tickets are no longer sold');
      onDone();
    },
    onError: (error) => toast.error('The performance was not cancelled', { description: error.message }),
  });
  return (
    <AlertDialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            Cancel {performance.play.title} on {when(performance.startsAt)}?
          </AlertDialogTitle>
          <AlertDialogDescription>
            {soldOrHeld(sold)} The performance stays listed as cancelled and its tickets are no longer sold; carts that
            hold them cannot pay. Refund paid orders from each order's page.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate({ id: performance.id })}
          >
            Cancel performance
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
