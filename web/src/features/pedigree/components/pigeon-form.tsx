import { Alert, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError, hasFieldError } from '@/lib/api/field-error';
import { errorText } from '@/lib/api/error-text';
import { usePedigreeFanciers } from '../api/fanciers';
import { useBreedingPairs } from '../api/pairs';
import { useSavePedigreePigeon, type PedigreePigeon, type PedigreePigeonInput } from '../api/pigeons';
import { ParentSelect } from './parent-select';

type Props = { pigeon: PedigreePigeon | null; parents?: { sire?: PedigreePigeon | null; dam?: PedigreePigeon | null }; onClose: () => void };

const FIELDS = ['ring', 'name', 'sex', 'color', 'strain', 'breeder_id', 'sire_id', 'dam_id', 'pair_id', 'hatched_on', 'notes'];

/** Adds a pigeon (pigeon null) or changes one: its ring, details, breeder and parents (or the pair it was bred from). */
export function PigeonForm({ pigeon, parents, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSavePedigreePigeon();
  const fanciers = usePedigreeFanciers().data ?? [];
  const pairs = useBreedingPairs().data ?? [];
  const [v, setV] = useState<PedigreePigeonInput>({
    ring: pigeon?.ring ?? '',
    name: pigeon?.name ?? '',
    sex: pigeon?.sex ?? 'unknown',
    color: pigeon?.color ?? '',
    strain: pigeon?.strain ?? '',
    breeder_id: pigeon?.breeder_id,
    sire_id: pigeon?.sire_id,
    dam_id: pigeon?.dam_id,
    pair_id: pigeon?.pair_id,
    hatched_on: pigeon?.hatched_on,
    notes: pigeon?.notes ?? '',
    shared: pigeon?.shared ?? false,
  });
  const set = (patch: Partial<PedigreePigeonInput>) => setV((cur) => ({ ...cur, ...patch }));
  const err = (f: string) => fieldError(save.error, f);
  const submit = () => {
    const body = { ...v, hatched_on: v.hatched_on || undefined, pair_id: v.pair_id ?? undefined };
    save.mutate({ id: pigeon?.id, body }, { onSuccess: onClose });
  };
  const pairLabel = (p: (typeof pairs)[number]) => `${p.cock?.ring ?? '?'} × ${p.hen?.ring ?? '?'} (${p.from})`;
  return (
    <Modal opened onClose={onClose} title={t(pigeon ? 'pedigree.form.editTitle' : 'pedigree.form.newTitle')} size="lg">
      <Stack data-testid="pedigree-pigeon-form">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('pedigree.fields.ring')}
            description={t('pedigree.form.ringHint')}
            required
            value={v.ring}
            onChange={(e) => set({ ring: e.currentTarget.value })}
            error={err('ring')}
            data-testid="pedigree-ring"
          />
          <TextInput
            label={t('pedigree.fields.name')}
            value={v.name ?? ''}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={err('name')}
            data-testid="pedigree-name"
          />
          <Select
            label={t('pedigree.fields.sex')}
            data={(['cock', 'hen', 'unknown'] as const).map((s) => ({ value: s, label: t(`pedigree.sex.${s}`) }))}
            value={v.sex ?? 'unknown'}
            onChange={(s) => set({ sex: (s ?? 'unknown') as PedigreeInputSex })}
            allowDeselect={false}
            data-testid="pedigree-sex"
          />
          <TextInput label={t('pedigree.fields.color')} value={v.color ?? ''} onChange={(e) => set({ color: e.currentTarget.value })} error={err('color')} />
          <TextInput label={t('pedigree.fields.strain')} value={v.strain ?? ''} onChange={(e) => set({ strain: e.currentTarget.value })} error={err('strain')} />
          <Select
            label={t('pedigree.fields.breeder')}
            clearable
            searchable
            data={fanciers.map((f) => ({ value: String(f.id), label: f.loft_name ? `${f.name} · ${f.loft_name}` : f.name }))}
            value={v.breeder_id != null ? String(v.breeder_id) : null}
            onChange={(id) => set({ breeder_id: id ? Number(id) : undefined })}
            error={err('breeder_id')}
          />
          <TextInput
            type="date"
            label={t('pedigree.fields.hatchedOn')}
            value={v.hatched_on ?? ''}
            onChange={(e) => set({ hatched_on: e.currentTarget.value || undefined })}
            error={err('hatched_on')}
          />
          <Select
            label={t('pedigree.fields.pair')}
            description={t('pedigree.form.pairHint')}
            clearable
            data={pairs.map((p) => ({ value: String(p.id), label: pairLabel(p) }))}
            value={v.pair_id != null ? String(v.pair_id) : null}
            onChange={(id) => set({ pair_id: id ? Number(id) : undefined })}
            error={err('pair_id')}
            data-testid="pedigree-pair"
          />
          {v.pair_id == null && (
            <>
              <ParentSelect
                label={t('pedigree.fields.sire')}
                not="hen"
                self={pigeon?.id}
                value={v.sire_id}
                current={parents?.sire}
                onChange={(id) => set({ sire_id: id ?? undefined })}
                error={err('sire_id')}
                testId="pedigree-sire"
              />
              <ParentSelect
                label={t('pedigree.fields.dam')}
                not="cock"
                self={pigeon?.id}
                value={v.dam_id}
                current={parents?.dam}
                onChange={(id) => set({ dam_id: id ?? undefined })}
                error={err('dam_id')}
                testId="pedigree-dam"
              />
            </>
          )}
        </SimpleGrid>
        <Textarea label={t('pedigree.fields.notes')} minRows={3} value={v.notes ?? ''} onChange={(e) => set({ notes: e.currentTarget.value })} error={err('notes')} />
        <Checkbox
          label={t('pedigree.form.shared')}
          description={t('pedigree.form.sharedHint')}
          checked={v.shared ?? false}
          onChange={(e) => set({ shared: e.currentTarget.checked })}
          data-testid="pedigree-shared"
        />
        {save.isError && !hasFieldError(save.error, FIELDS) && (
          <Alert color="red" data-testid="pedigree-form-error">
            {errorText(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="pedigree-save">
            {t('pedigree.form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type PedigreeInputSex = NonNullable<PedigreePigeonInput['sex']>;
