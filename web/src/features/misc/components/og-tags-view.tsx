import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api/error-text';

/** Reads the sharing tags (og:*, twitter:*) the server put into a page's HTML. */
export function parseSharingTags(html: string): { property: string; content: string }[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.querySelectorAll('meta'))
    .map((m) => ({ property: m.getAttribute('property') ?? m.getAttribute('name') ?? '', content: m.getAttribute('content') ?? '' }))
    .filter((m) => /^(og|twitter):/.test(m.property));
}

async function fetchTags(path: string) {
  const res = await fetch(path, { headers: { Accept: 'text/html' } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return parseSharingTags(await res.text());
}

/** Shows the sharing tags of a page as the server renders them (no JavaScript involved). */
export function OgTagsView() {
  const { t } = useTranslation();
  const [input, setInput] = useState('/lofts/1');
  const [path, setPath] = useState('/lofts/1');
  const { data, error, isFetching } = useQuery({ queryKey: ['og-tags', path], queryFn: () => fetchTags(path), retry: false });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPath(input.startsWith('/') ? input : `/${input}`);
  };
  return (
    <Stack>
      <Text>{t('misc.og.intro')}</Text>
      <form onSubmit={submit}>
        <Group align="flex-end" wrap="wrap">
          <TextInput label={t('misc.og.path')} value={input} onChange={(e) => setInput(e.currentTarget.value)} w={260} />
          <Button type="submit" loading={isFetching}>
            {t('misc.og.check')}
          </Button>
        </Group>
      </form>
      {error && <Alert color="red">{errorText(error)}</Alert>}
      {data && data.length === 0 && <Alert color="gray">{t('misc.og.none')}</Alert>}
      {data && data.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table striped data-testid="og-tags">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('misc.og.property')}</Table.Th>
                <Table.Th>{t('misc.og.content')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((tag) => (
                <Table.Tr key={tag.property}>
                  <Table.Td ff="monospace">{tag.property}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{tag.content}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
