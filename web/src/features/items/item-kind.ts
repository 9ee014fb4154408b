import type { ItemKind } from '@daftar/contracts/endpoints/items';

/** Translation keys of the two kinds, in the order the form offers them (SPEC §5: SERVICE unless PRODUCT). */
export const itemKindKeys: Record<ItemKind, string> = {
  PRODUCT: 'WEB_ITEM_KIND_PRODUCT',
  SERVICE: 'WEB_ITEM_KIND_SERVICE',
};
