import { NativeSelect, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GROUPS, type WorkspaceSection } from '../lib/sections';

type Props = { sections: WorkspaceSection[]; current: string; href: (section: string) => string; onPick: (section: string) => void };

/** The sections grouped as links beside the page (wide screens); each link keeps the chosen season. */
export function WorkspaceSideNav({ sections, current, href }: Omit<Props, 'onPick'>) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} component="nav" aria-label={t('workspace.nav')} data-testid="workspace-nav">
      {GROUPS.map((group) => {
        const items = sections.filter((s) => s.group === group && !s.unlisted);
        if (!items.length) return null;
        return (
          <Stack key={group} gap={0} mb="xs">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={4}>
              {t(`workspace.groups.${group}`)}
            </Text>
            {items.map((s) => (
              <NavLink
                key={s.value}
                component={Link}
                to={href(s.value)}
                label={t(s.label)}
                active={s.value === current}
                aria-current={s.value === current ? 'page' : undefined}
                data-testid={`overview-tab-${s.value}`}
                py={6}
              />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}

/** The same sections as one grouped select (phones): choosing one goes there. */
export function WorkspaceSelect({ sections, current, onPick }: Omit<Props, 'href'>) {
  const { t } = useTranslation();
  const data = GROUPS.map((group) => ({
    group: t(`workspace.groups.${group}`),
    items: sections.filter((s) => s.group === group && (!s.unlisted || s.value === current)).map((s) => ({ value: s.value, label: t(s.label) })),
  })).filter((g) => g.items.length);
  return <NativeSelect label={t('workspace.section')} value={current} onChange={(e) => onPick(e.currentTarget.value)} data={data} data-testid="workspace-section-select" />;
}
