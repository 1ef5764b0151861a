import type { Catalog } from './catalog';
import { coreCatalog } from './core';

/**
 * Every catalog of the product. A feature adds its catalog here (one line) and its keys join
 * `MessageKey`; the dictionary test checks every catalog in every locale.
 */
export const catalogs = {
  core: coreCatalog,
} as const;

type CatalogKey<C> = C extends Catalog<infer K> ? K : never;
export type MessageKey = CatalogKey<(typeof catalogs)[keyof typeof catalogs]>;
export type Messages = Readonly<Record<MessageKey, string>>;
