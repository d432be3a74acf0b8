import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { RequireAuth } from '@/components/ui/require-auth';
import { SeasonEdit } from '@/features/season-admin/components/season-edit';
import { idParam } from './params';

/** `/admin/seasons/{id}` (SPEC §2): one season's settings, state, due dates, products and history. */
export function Component() {
  const id = idParam(useParams().id);
  return (
    <RequireAuth policy="seasonAdmin">
      <Suspense fallback={<Loader size="sm" />}>
        <SeasonEdit key={id} id={id} />
      </Suspense>
    </RequireAuth>
  );
}
