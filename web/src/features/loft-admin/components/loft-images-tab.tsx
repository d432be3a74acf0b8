import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getLoftQueryOptions } from '@/lib/api/lofts/get-loft';
import { LoftImages } from './loft-images';

/** The overview's images tab for a loft's merchants: its logo and cover, as the public loft answers them. */
export function LoftImagesTab({ loftId }: { loftId: number }) {
  const { data } = useQuery(getLoftQueryOptions(loftId));
  if (!data) return <Loader size="sm" />;
  return <LoftImages loftId={loftId} logoUrl={data.logo_url} coverUrl={data.cover_url} />;
}
