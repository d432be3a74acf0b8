import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/** The texts of a checked import, in the screen's language. */
export type CheckedFileLabels = {
  format: string;
  pick: string;
  submit: (count: number) => string;
  written: (count: number) => string;
  blocked: (count: number) => string;
  ready: (count: number) => string;
};

type Props<Row> = {
  /** Prefix of the test ids: `-pick`, `-submit`, `-summary`, `-error`. */
  testId: string;
  labels: CheckedFileLabels;
  /** Sends the file's text: a dry run answers each row's outcome; otherwise every row is written, or none. */
  run: (file: string, dryRun: boolean) => Promise<Row[]>;
  /** A row that stops the whole file. */
  blocks: (row: Row) => boolean;
  children: (rows: Row[]) => ReactNode;
};

/**
 * An import a person can trust: the chosen file is checked first and each row's outcome shown; only a
 * file whose every row can go in may then be written, all at once (chip rings, a clock's basketing file).
 */
export function CheckedFile<Row>({ testId, labels, run, blocks, children }: Props<Row>) {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [written, setWritten] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);

  const send = async (text: string, dryRun: boolean) => {
    setPending(true);
    setError(null);
    try {
      setRows(await run(text, dryRun));
      setWritten(!dryRun);
    } catch (e) {
      setError(e instanceof Error ? e : new Error(String(e)));
    } finally {
      setPending(false);
    }
  };
  const pick = async (f: File | null) => {
    if (!f) return;
    const text = await f.text();
    setFile({ name: f.name, text });
    await send(text, true);
  };
  const bad = rows?.filter(blocks).length ?? 0;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {labels.format}
      </Text>
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={(f) => void pick(f)} accept=".csv,.txt,text/csv,text/plain">
          {(props) => (
            <Button variant="light" {...props} data-testid={`${testId}-pick`}>
              {labels.pick}
            </Button>
          )}
        </FileButton>
        {file && (
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {file.name}
          </Text>
        )}
        {file && rows && !written && (
          <Button onClick={() => void send(file.text, false)} disabled={bad > 0} loading={pending} data-testid={`${testId}-submit`}>
            {labels.submit(rows.length)}
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" data-testid={`${testId}-error`}>
          {error.message}
        </Alert>
      )}
      {rows && (
        <>
          <Text size="sm" fw={600} c={written ? 'green' : bad > 0 ? 'red' : undefined} data-testid={`${testId}-summary`}>
            {written ? labels.written(rows.length) : bad > 0 ? labels.blocked(bad) : labels.ready(rows.length)}
          </Text>
          {children(rows)}
        </>
      )}
    </Stack>
  );
}
