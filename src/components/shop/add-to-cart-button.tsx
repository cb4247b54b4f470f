import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { readFragment } from '~/graphql/graphql';
import { activeOrderQuery } from '~/lib/queries';
import { m } from '~/paraglide/messages';
import { addItemToOrder } from '~/server/order.functions';
import { ActiveOrderFragment } from '~/server/order.graphql';

interface AddToCartButtonProps {
  variantId: string;
  quantity?: number;
  label: string;
  disabled?: boolean;
}

/** Adds a variant to the cart; disabled while the request runs, so a double click adds once. */
export function AddToCartButton({ variantId, quantity = 1, label, disabled }: AddToCartButtonProps) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => addItemToOrder({ data: { variantId, quantity } }),
    onMutate: () => setStatus(null),
    onSuccess: (outcome) => {
      if (outcome.kind === 'error') {
        setStatus(outcome.errorType === 'RequestFailed' ? m.order_add_failed() : outcome.message);
        return;
      }
      queryClient.setQueryData(activeOrderQuery().queryKey, readFragment(ActiveOrderFragment, outcome.order));
      setStatus(
        outcome.kind === 'partial'
          ? m.order_insufficient_stock({ quantity: outcome.quantityAvailable })
          : m.order_added(),
      );
    },
    onError: () => setStatus(m.order_add_failed()),
  });
  return (
    <span className="inline-flex items-center gap-2">
      <Button size="sm" disabled={disabled || mutation.isPending} onClick={() => mutation.mutate()}>
        {label}
      </Button>
      <span role="status" className="text-sm">
        {status}
      </span>
    </span>
  );
}
