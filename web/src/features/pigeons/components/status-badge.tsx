import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  active: 'teal',
  reserve: 'blue',
  activated_reserve: 'cyan',
  died: 'dark',
  lost: 'orange',
  injured: 'red',
  for_sale: 'grape',
  unassigned: 'gray',
  assigned: 'indigo',
};

/** A pigeon status code shown in words. */
export function StatusBadge({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[code] ?? 'yellow'} data-testid="status-badge">
      {t(`pigeons.statuses.${code}`, { defaultValue: code })}
    </Badge>
  );
}
