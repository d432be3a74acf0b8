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

// A badge's label wraps instead of being cut off: "Final-flight activation pending" in a narrow column, or a
// longer language, must stay readable.
const WRAPPING = { root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

/** A pigeon status code shown in words. */
export function StatusBadge({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[code] ?? 'yellow'} styles={WRAPPING} data-testid="status-badge">
      {t(`pigeons.statuses.${code}`, { defaultValue: code })}
    </Badge>
  );
}
