import type { VendureConfig } from '@vendure/core';
import { readEnvironment } from './environment';
import { createConfig } from './vendure-config';

/**
 * The configuration the Dashboard's build reads to find the plugins, their extensions
 * and custom fields (commerce/vite.config.mts). Only its shape matters, so it is read
 * from an empty development environment: the build needs no secret, and nothing here
 * is used at run time (the server builds its own from its environment).
 */
export const config: VendureConfig = createConfig(readEnvironment({ NODE_ENV: 'development' }));
