import { Anchor, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@/lib/api/seasons/get-season-contracts';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/use-language';

/** A contract version: its number and date, its terms in a scrolling box, and its document. */
export function ContractText({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const { intlLocale } = useLanguage();
  return (
    <Stack gap="xs" data-testid="contract" data-version={contract.version}>
      <Text size="sm" c="dimmed">
        {t('contracts.versionOf', { version: contract.version, date: formatDateTime(contract.created_at, intlLocale) })}
      </Text>
      {contract.terms && (
        <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto" data-testid="contract-terms">
            {contract.terms}
          </Text>
        </ScrollArea.Autosize>
      )}
      {contract.file_url && (
        <Group gap="xs">
          <Anchor href={contract.file_url} target="_blank" rel="noopener" size="sm" data-testid="contract-file">
            {t('contracts.document', { name: contract.file_name || 'PDF' })}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
