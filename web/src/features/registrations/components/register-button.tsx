import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { merchantLofts } from '@/lib/authorization';

type Props = { loftId: number; seasons: { id: number; registration_open: boolean }[] };

/** On the loft page: "Register" while a season takes registrations; "Manage orders" for the loft's merchants. */
export function RegisterButton({ loftId, seasons }: Props) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const open = seasons.filter((s) => s.registration_open);
  return (
    <Group gap="xs">
      {open.length > 0 && (
        <Button component={Link} to={paths.seasonRegister.getHref(loftId, open.length === 1 ? open[0]!.id : null)} data-testid="register-button">
          {t('registration.register')}
        </Button>
      )}
      {merchantLofts(user).includes(loftId) && (
        <Button component={Link} variant="light" to={paths.overviewLoft.getHref(loftId)} data-testid="manage-orders">
          {t('registration.manage')}
        </Button>
      )}
    </Group>
  );
}
