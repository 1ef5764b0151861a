import { parseConfig, type Config } from './config-schema';

export { ConfigError, parseConfig, requireSetting, type Config } from './config-schema';

/** The configuration of this process, read once at start (see config-schema.ts). */
export const config: Config = parseConfig(process.env);
