export { BoxOfficePlugin } from './box-office.plugin';
export { ensureCounterSales } from './ensure-counter-sales';
export * from './permission-names';
export * from './sale-channel';
