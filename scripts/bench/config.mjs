/** The bench's settings from the environment (see ../bench.mjs for what each means). */
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = [1, 16];
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const COMMERCE_PORT = Number(process.env.BENCH_COMMERCE_PORT ?? 3590);
export const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT ?? 3591);
export const STOREFRONT_PORT = Number(process.env.BENCH_STOREFRONT_PORT ?? 3580);
export const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
