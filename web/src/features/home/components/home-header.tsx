import { Button, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HEADER_EXTENSION_HEIGHT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useHeaderCollapsed } from '@/lib/header-collapse';
import classes from './home-header.module.css';

/**
 * The tall (160 px) header extension of the home page with the 'my registrations' button,
 * which collapses into a small floating button once the page is scrolled by more than 60 px.
 */
export function HomeHeader() {
  const { t } = useTranslation();
  const collapsed = useHeaderCollapsed();
  return (
    <div className={classes.extension} style={{ minHeight: HEADER_EXTENSION_HEIGHT }} data-testid="home-header">
      <Container size="lg" px="md" className={classes.inner}>
        <Title order={1} className={classes.title}>
          {t('app.tagline')}
        </Title>
        <Text className={classes.subtitle}>{t('app.description')}</Text>
      </Container>
      <Button
        component={Link}
        to={paths.registrations.getHref()}
        className={classes.button}
        data-collapsed={collapsed || undefined}
        data-testid="my-registrations"
        variant="white"
        color="teal"
        radius="xl"
        size={collapsed ? 'xs' : 'md'}
      >
        {t('nav.registrations')}
      </Button>
    </div>
  );
}
