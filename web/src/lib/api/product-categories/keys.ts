export const productCategoryKeys = {
  all: ['product-categories'] as const,
};
