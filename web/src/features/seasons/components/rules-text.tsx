import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { paragraphs } from '../lib/rules';

/** The season's rules as the loft wrote them: plain text, one paragraph per block, line breaks kept. */
export function RulesText({ text }: { text: string }) {
  const { t } = useTranslation();
  const parts = paragraphs(text);
  if (parts.length === 0) return <EmptyState>{t('browse.noRules')}</EmptyState>;
  return (
    <Stack gap="sm" maw={760}>
      {parts.map((p, i) => (
        <Text key={i} dir="auto" data-testid="rules-paragraph" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {p}
        </Text>
      ))}
    </Stack>
  );
}
