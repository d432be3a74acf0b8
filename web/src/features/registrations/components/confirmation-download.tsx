import { Alert, Anchor, Button, Loader, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/api/error-text';
import { useLanguage } from '@/lib/i18n/use-language';
import { useDownloadConfirmation } from '../api/download-confirmation';

/** `/registrations/download/confirmation/{id}`: downloads the PDF (the latest without id) and says so. */
export function ConfirmationDownload({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const download = useDownloadConfirmation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    download.mutate({ id, lang: code });
  }, [download, id, code]);
  const back = id == null ? paths.registrations.getHref() : paths.registration.getHref(id);

  return (
    <Stack>
      <PageTitle>{t('registration.download.title')}</PageTitle>
      {download.isPending && (
        <Alert color="blue" icon={<Loader size="xs" />} data-testid="download-pending">
          {t('registration.download.pending')}
        </Alert>
      )}
      {download.isSuccess && (
        <Alert color="teal" data-testid="download-done" data-file={download.data.fileName}>
          {t('registration.download.done')}
        </Alert>
      )}
      {download.isError && (
        <Alert color="red" data-testid="download-error">
          {errorText(download.error)}
        </Alert>
      )}
      {!download.isPending && (
        <Button variant="light" w="fit-content" onClick={() => download.mutate({ id, lang: code })} data-testid="download-again">
          {t('registration.download.again')}
        </Button>
      )}
      <Anchor component={Link} to={back} data-testid="download-back">
        {t('registration.download.back')}
      </Anchor>
    </Stack>
  );
}
