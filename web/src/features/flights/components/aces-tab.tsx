import { Loader, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Paging } from '@/components/ui/paging';
import type { PageSize } from '@/config/constants';
import { useLanguage } from '@/lib/i18n/use-language';
import { useCountryName } from '@/lib/api/countries/get-countries';
import { ACE_SCHEMES, useSeasonAces, type AcePigeon, type AceScheme } from '../api/get-season-aces';
import { aceColumns, type AceColumn, type Switches } from '../lib/columns';
import { formatSpeed } from '../lib/live-patch';
import { speedUnit } from './result-cell';
import classes from './flights.module.css';

type Props = { seasonId?: number; fields: Switches; unit?: 'km' | 'mile' };

/** The season's ace pigeon ranking under a chosen scheme; the loft's aces switches choose the columns. */
export function AcesTab({ seasonId, fields, unit }: Props) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const { intlLocale } = useLanguage();
  const [scheme, setScheme] = useState<AceScheme>('total_time');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<PageSize>(25);
  const { data, isPending } = useSeasonAces({ seasonId: seasonId ?? 0, scheme, page, perPage });
  if (!seasonId) return <EmptyState testId="aces-empty">{t('flights.noAces')}</EmptyState>;
  const rows = data?.data ?? [];
  const columns = aceColumns(fields);
  const cell = (a: AcePigeon, c: AceColumn) =>
    c === 'ring' ? (
      <span className={classes.mono}>{a.ring}</span>
    ) : c === 'pigeonName' ? (
      a.pigeon_name
    ) : c === 'country' ? (
      countryName(a.country)
    ) : c === 'speed' ? (
      formatSpeed(a.speed, intlLocale)
    ) : (
      a[c]
    );
  return (
    <Stack>
      <NativeSelect
        label={t('aces.scheme')}
        data-testid="ace-scheme"
        w={260}
        value={scheme}
        onChange={(e) => {
          setScheme(e.currentTarget.value as AceScheme);
          setPage(1);
        }}
        data={ACE_SCHEMES.map((s) => ({ value: s, label: t(`aces.schemes.${s}`) }))}
      />
      {isPending ? (
        <Loader mx="auto" />
      ) : rows.length === 0 ? (
        <EmptyState testId="aces-empty">{t('flights.noAces')}</EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('aces.races', { n: data?.flights?.length ?? 0 })}
          </Text>
          <Table.ScrollContainer minWidth={480}>
            <Table striped highlightOnHover data-testid="aces-table">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c}>
                      {c === 'score' ? t(`aces.score.${scheme}`) : c === 'speed' ? `${t('flights.columns.speed')} (${speedUnit(unit)})` : t(`flights.columns.${c}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((a) => (
                  <Table.Tr key={a.pigeon_id}>
                    {columns.map((c) => (
                      <Table.Td key={c}>{cell(a, c)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Paging
            page={page}
            perPage={perPage}
            total={data?.meta.total ?? 0}
            onChange={(p, s) => {
              setPage(p);
              setPerPage(s);
            }}
          />
        </>
      )}
    </Stack>
  );
}
