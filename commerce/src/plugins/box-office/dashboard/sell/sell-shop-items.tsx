import { useQuery } from '@tanstack/react-query';
import { api, Button, Input, Label } from '@vendure/dashboard';
import { useId, useState } from 'react';
import { euros } from '../../../../dashboard-kit/performance-format';
import { searchVariantsDocument } from './sell-documents';

/** Shop items found by name, each added to the sale with a quantity. */
export function ShopItems({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (productVariantId: string, quantity: number) => void;
}) {
  const id = useId();
  const [term, setTerm] = useState('');
  const [quantity, setQuantity] = useState('1');
  const search = term.trim();
  const { data } = useQuery({
    queryKey: ['sell-variants', search],
    queryFn: () => api.query(searchVariantsDocument, { term: search }),
    enabled: search.length >= 2,
  });
  const items = search.length >= 2 ? (data?.productVariants.items ?? []) : [];
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-term`}>Find an item by name</Label>
          <Input id={`${id}-term`} type="search" value={term} onChange={(event) => setTerm(event.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-quantity`}>Quantity</Label>
          <Input
            id={`${id}-quantity`}
            type="number"
            min={1}
            max={50}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            className="w-24"
          />
        </div>
      </div>
      {items.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Items found">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {item.name} · {euros(item.priceWithTax)} · {item.stockLevel}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={busy || !(Number(quantity) > 0)}
                onClick={() => onAdd(item.id, Number(quantity))}
              >
                Add {item.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : search.length >= 2 ? (
        <p className="text-sm">No item is called that.</p>
      ) : null}
    </div>
  );
}
