import { Loader } from '@mantine/core';
import { useParams } from 'react-router';
import { NotFound } from '@/components/errors/error-view';
import { paths } from '@/config/paths';
import { useStoreProduct } from '@/features/shop/api/get-store-product';
import { ProductView } from '@/features/shop/components/product-view';
import { useBreadcrumbOverride } from '@/lib/page-meta';
import { idParam } from './params';

/** `/store/products/{id}` (issue 28): one product of the store, to put in the cart. */
export function Component() {
  const id = idParam(useParams().id);
  const { data, isPending, isError } = useStoreProduct(id);
  useBreadcrumbOverride(paths.storeProduct.getHref(id), data?.name);
  if (isPending) return <Loader mx="auto" />;
  if (isError || !data) return <NotFound />;
  return <ProductView key={id} product={data} />;
}
