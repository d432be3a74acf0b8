/** Query keys of the account's pedigree; every key starts with `pedigreeKeys.all`, which an edit invalidates. */
export const pedigreeKeys = {
  all: ['pedigree'] as const,
  access: () => ['pedigree', 'access'] as const,
  pigeons: (search: string, sex: string, page: number) => ['pedigree', 'pigeons', search, sex, page] as const,
  card: (id: number, generations: number) => ['pedigree', 'card', id, generations] as const,
  fanciers: () => ['pedigree', 'fanciers'] as const,
  pairs: () => ['pedigree', 'pairs'] as const,
};
