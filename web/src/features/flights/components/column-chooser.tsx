import { Box, Button, Checkbox, Menu, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResultColumn } from '../lib/columns';
import { choosableColumns } from '../lib/hidden-columns';

type Props = { columns: ResultColumn[]; hidden: ReadonlySet<ResultColumn>; onChange: (hidden: ReadonlySet<ResultColumn>) => void };

/** On a tablet-wide table, which columns to show; a wide screen shows them all and needs no chooser. */
export function ColumnChooser({ columns, hidden, onChange }: Props) {
  const { t } = useTranslation();
  const choosable = choosableColumns(columns);
  if (choosable.length === 0) return null;
  const toggle = (col: ResultColumn, shown: boolean) => {
    const next = new Set(hidden);
    if (shown) next.delete(col);
    else next.add(col);
    onChange(next);
  };
  return (
    <Box hiddenFrom="lg" style={{ alignSelf: 'flex-end' }}>
      <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" size="xs" data-testid="column-chooser">
            {t('flights.chooser.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('flights.chooser.label')}</Menu.Label>
          <Stack gap="xs" p="xs">
            {choosable.map((col) => (
              <Checkbox
                key={col}
                label={t(`flights.columns.${col}`)}
                checked={!hidden.has(col)}
                onChange={(e) => toggle(col, e.currentTarget.checked)}
                data-testid={`column-${col}`}
              />
            ))}
          </Stack>
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}
