/**
 * schema.org data for search engines: TheaterEvent for performances, Product with
 * offers, BreadcrumbList for collections. Plain objects; seo.ts's jsonLd() embeds them.
 */
import { THEATRE_TIME_ZONE } from '@foyer/shared/theatre-clock';

const availability = (stockLevel: string | undefined) =>
  stockLevel === 'OUT_OF_STOCK' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock';

export function theaterEvent(
  play: { title: string; summary: string; durationMinutes: number; author: string; director: string },
  performance: {
    startsAt: string;
    cancelled?: boolean;
    stage: { name: string };
    productVariant: { priceWithTax: number; currencyCode: string; stockLevel: string } | null;
  },
) {
  const start = new Date(performance.startsAt);
  const end = new Date(start.getTime() + play.durationMinutes * 60_000);
  return {
    '@context': 'https://schema.org',
    '@type': 'TheaterEvent',
    name: play.title,
    description: play.summary,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    eventStatus: performance.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'PerformingArtsTheater', name: performance.stage.name, address: 'Plovdiv, BG' },
    director: { '@type': 'Person', name: play.director },
    workPerformed: { '@type': 'CreativeWork', name: play.title, author: { '@type': 'Person', name: play.author } },
    ...(performance.productVariant && !performance.cancelled
      ? {
          offers: {
            '@type': 'Offer',
            price: (performance.productVariant.priceWithTax / 100).toFixed(2),
            priceCurrency: performance.productVariant.currencyCode,
            availability: availability(performance.productVariant.stockLevel),
          },
        }
      : {}),
    timeZone: THEATRE_TIME_ZONE,
  };
}

export function productData(product: {
  name: string;
  description: string;
  variants: Array<{ sku: string; priceWithTax: number; currencyCode: string; stockLevel: string; name: string }>;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      name: variant.name,
      sku: variant.sku,
      price: (variant.priceWithTax / 100).toFixed(2),
      priceCurrency: variant.currencyCode,
      availability: availability(variant.stockLevel),
    })),
  };
}

export function breadcrumbList(crumbs: Array<{ name: string; slug: string }>) {
  const visible = crumbs.filter((crumb) => crumb.slug !== '__root_collection__');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: visible.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `/category/${crumb.slug}`,
    })),
  };
}
