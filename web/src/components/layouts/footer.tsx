import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appConfig } from '@/config/app-config';
import { paths } from '@/config/paths';
import classes from './layout.module.css';

/** Footer: terms of use and privacy policy (external, configurable), contact and the device maker's page. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer} data-testid="footer">
      <Group justify="center" gap="lg" wrap="wrap">
        <Anchor href={appConfig.termsUrl} target="_blank" rel="noopener noreferrer" size="sm">
          {t('footer.terms')}
        </Anchor>
        <Anchor href={appConfig.privacyUrl} target="_blank" rel="noopener noreferrer" size="sm">
          {t('footer.privacy')}
        </Anchor>
        <Anchor component={Link} to={paths.contact.getHref()} size="sm">
          {t('nav.contact')}
        </Anchor>
        <Anchor component={Link} to={paths.about.getHref()} size="sm" data-testid="footer-about">
          {t('about.title')}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('footer.version', { version: appConfig.version })}
        </Text>
      </Group>
    </footer>
  );
}
