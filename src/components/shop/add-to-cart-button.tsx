import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { readFragment } from '~/graphql/graphql';
import { retryableWriteKey, writeWasAnswered } from '~/lib/idempotency-key';
import { performanceRefusalText } from '~/lib/performance-refusal-text';
import { toast } from '~/lib/toast-store';
import { m } from '~/paraglide/messages';
import { addItemToOrder } from '~/server/functions/order.functions';
import type { ActiveOrderFragment } from '~/server/functions/order.graphql';
import { activeOrderQuery } from '~/server/functions/queries';

interface AddToCartButtonProps {
  variantId: string;
  quantity?: number;
  label: string;
  disabled?: boolean;
}

/**
 * Adds a variant to the cart; disabled while the request runs, so a double click adds once.
 * The outcome is a toast. A press after a failed request is a retry of the same add and
 * sends its key again, so an add Vendure applied whose answer was lost is not added twice
 * (ADR 072); once Vendure has answered, the next press is a new add with a new key.
 */
export function AddToCartButton({ variantId, quantity = 1, label, disabled }: AddToCartButtonProps) {
  const queryClient = useQueryClient();
  const [keys] = useState(retryableWriteKey);
  const mutation = useMutation({
    mutationFn: () =>
      addItemToOrder({ data: { variantId, quantity, idempotencyKey: keys.keyFor(`${variantId}×${quantity}`) } }),
    onSuccess: (outcome) => {
      if (writeWasAnswered(outcome)) keys.answered();
      if (outcome.kind === 'error') {
        toast.error(
          outcome.errorType === 'RequestFailed'
            ? m.order_add_failed()
            : outcome.errorType === 'OrderInterceptorError'
              ? performanceRefusalText(outcome.refusal)
              : outcome.message,
        );
        return;
      }
      queryClient.setQueryData(activeOrderQuery().queryKey, readFragment<typeof ActiveOrderFragment>(outcome.order));
      if (outcome.kind === 'partial') toast.error(m.order_insufficient_stock({ quantity: outcome.quantityAvailable }));
      else toast(m.order_added());
    },
    onError: () => toast.error(m.order_add_failed()),
  });
  return (
    <Button size="sm" disabled={disabled || mutation.isPending} onClick={() => mutation.mutate()}>
      {label}
    </Button>
  );
}
