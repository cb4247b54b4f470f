/** The bench's settings from the environment (see ../bench.ts for what each means). */
export const DURATION: number = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS: number[] = [1, 16];
export const CHROMIUM: string = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const COMMERCE_PORT: number = Number(process.env.BENCH_COMMERCE_PORT ?? 3590);
export const PROXY_PORT: number = Number(process.env.BENCH_PROXY_PORT ?? 3591);
export const STOREFRONT_PORT: number = Number(process.env.BENCH_STOREFRONT_PORT ?? 3580);
export const LIGHTHOUSE: boolean = process.env.BENCH_LIGHTHOUSE !== '0';
