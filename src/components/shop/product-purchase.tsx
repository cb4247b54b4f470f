import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AddToCartButton } from '~/components/shop/add-to-cart-button';
import { formatMoney } from '~/lib/format';
import { MAX_LINE_QUANTITY } from '~/lib/order-limits';
import { findVariant, optionsOf } from '~/lib/variant-selection';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { getVariantStock } from '~/server/functions/catalog.functions';

interface Variant {
  id: string;
  name: string;
  priceWithTax: number;
  currencyCode: string;
  stockLevel: string;
  options: Array<{ id: string; name: string; group: { id: string; name: string } }>;
}

interface ProductPurchaseProps {
  productId: string;
  optionGroups: Array<{ id: string; name: string; options: Array<{ id: string; name: string }> }>;
  variants: Variant[];
}

/** Option choice per group, price with tax, live stock and add to cart with a quantity. */
export function ProductPurchase({ productId, optionGroups, variants }: ProductPurchaseProps) {
  const locale = getLocale();
  const quantityId = useId();
  const firstAvailable = variants.find((v) => v.stockLevel !== 'OUT_OF_STOCK') ?? variants[0];
  const [chosen, setChosen] = useState(() => optionsOf(firstAvailable));
  const [quantity, setQuantity] = useState('1');
  const variant = findVariant(variants, chosen);
  const stock = useQuery({
    queryKey: ['variant-stock', productId, variant?.id],
    queryFn: () => getVariantStock({ data: { productId, variantId: variant?.id ?? '' } }),
    enabled: Boolean(variant),
    initialData: variant?.stockLevel,
    refetchInterval: 30_000,
  });
  const stockLevel = stock.data ?? variant?.stockLevel;
  const soldOut = stockLevel === 'OUT_OF_STOCK';
  const parsed = Number(quantity);
  const quantityValid = Number.isInteger(parsed) && parsed >= 1 && parsed <= MAX_LINE_QUANTITY;

  return (
    <div className="space-y-5">
      {optionGroups.map((group) => (
        <fieldset key={group.id}>
          <legend className="mb-2 text-sm font-medium">{group.name}</legend>
          <div className="flex flex-wrap gap-2">
            {group.options.map((option) => {
              const selected = chosen[group.id] === option.id;
              return (
                <label
                  key={option.id}
                  className={`cursor-pointer rounded-md border px-3 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${selected ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-[var(--border)]'}`}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={group.id}
                    value={option.id}
                    checked={selected}
                    onChange={() => setChosen((prev) => ({ ...prev, [group.id]: option.id }))}
                  />
                  {option.name}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      {variant ? (
        <>
          <p className="text-2xl" data-testid="product-price">
            {formatMoney(variant.priceWithTax, variant.currencyCode, locale)}
          </p>
          <p aria-live="polite" data-testid="stock-level">
            {soldOut ? m.product_sold_out() : stockLevel === 'LOW_STOCK' ? m.product_low_stock() : m.product_in_stock()}
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={quantityId} className="block text-sm">
                {m.product_quantity()}
              </label>
              <input
                id={quantityId}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_LINE_QUANTITY}
                value={quantity}
                onChange={(event) => setQuantity(event.target.value)}
                aria-invalid={!quantityValid}
                aria-describedby={quantityValid ? undefined : `${quantityId}-error`}
                className="w-20 rounded-md border border-[var(--border)] bg-transparent px-2 py-1"
                disabled={soldOut}
              />
            </div>
            <AddToCartButton
              variantId={variant.id}
              quantity={quantityValid ? parsed : 1}
              label={m.product_add_to_cart()}
              disabled={soldOut || !quantityValid}
            />
          </div>
          {quantityValid ? null : (
            <p id={`${quantityId}-error`} className="text-sm text-red-700 dark:text-red-400">
              {m.product_quantity_invalid({ max: MAX_LINE_QUANTITY })}
            </p>
          )}
        </>
      ) : (
        <p>{m.product_combination_unavailable()}</p>
      )}
    </div>
  );
}
