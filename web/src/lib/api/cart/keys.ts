/**
 * Query keys of the store: the signed-in user's cart (the badge, /cart and /checkout read it) and the catalogue.
 * Checkout invalidates `cartKeys.all` once an order is placed.
 */
export const cartKeys = {
  all: ['cart'] as const,
  cart: () => ['cart', 'lines'] as const,
};

export const storeKeys = {
  all: ['store'] as const,
  front: (loftId: number | null) => ['store', 'front', loftId ?? 'service'] as const,
  product: (id: number) => ['store', 'product', id] as const,
  lofts: () => ['store', 'lofts'] as const,
  seller: (loftId: number | null) => ['store', 'seller', loftId ?? 'service'] as const,
};
