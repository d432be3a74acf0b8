import { TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A loft's tags: typed and confirmed with Enter; "fci" marks an FCI loft. */
export function LoftTagsInput({ value, onChange, error }: { value: string[]; onChange: (tags: string[]) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <TagsInput
      label={t('adminLofts.fields.tags')}
      description={t('adminLofts.fields.tagsHint')}
      data={['fci']}
      value={value}
      onChange={(tags) => onChange(tags.map((x) => x.trim().toLowerCase()).filter(Boolean))}
      maxTags={20}
      clearable
      error={error}
      data-testid="loft-tags-input"
    />
  );
}
