import { useTranslation } from 'react-i18next';
import { CheckedFile } from '@/components/ui/checked-file';
import { type BasketRow, useImportBasket } from '../api/basket';
import { BasketRows, blocksFile } from './basket-rows';

/** The clock's basketing file: checked first (each row's outcome); then all its birds go in at once, or none. */
export function BasketFile({ flightId }: { flightId: number }) {
  const { t } = useTranslation();
  const run = useImportBasket();
  return (
    <CheckedFile<BasketRow>
      testId="basket-file"
      labels={{
        format: t('basketing.file.format'),
        pick: t('basketing.file.pick'),
        submit: (count) => t('basketing.file.submit', { count }),
        written: (count) => t('basketing.file.written', { count }),
        blocked: (count) => t('basketing.file.blocked', { count }),
        ready: (count) => t('basketing.file.ready', { count }),
      }}
      run={async (file, dryRun) => (await run.mutateAsync({ flightId, file, dryRun })).rows ?? []}
      blocks={blocksFile}
    >
      {(rows) => <BasketRows rows={rows} showLine />}
    </CheckedFile>
  );
}
