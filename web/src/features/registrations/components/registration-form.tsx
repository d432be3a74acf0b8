import { Alert, Button, Checkbox, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ContractText } from '@/components/ui/contract-text';
import { paths } from '@/config/paths';
import type { Schema } from '@/lib/api/types';
import { errorText } from '@/lib/api/error-text';
import { useSeasonContracts } from '@/lib/api/seasons/get-season-contracts';
import { notifySuccess } from '@/lib/notify';
import { usePlaceOrder } from '../api/place-order';
import { placesCount, type Product } from '../lib/order-rules';
import { areaOfField, serverErrors, toOrderInput, validateRegistration, type FormArea, type FormErrors, type RegistrationForm as Form } from '../lib/registration-form';
import { AddressFields } from './address-fields';
import { PigeonFields } from './pigeon-fields';
import { ProductQuantities } from './product-quantities';
import { PromoCodeField } from './promo-code-field';
import { TeamFields } from './team-fields';

type Team = Schema<'Team'>;
type Props = { seasonId: number; products: Product[]; teams: Team[]; address: { city: string; street: string; zipcode: string } };

/** The registration: products and quantities, team, address, pigeons; the server's errors per area. */
export function RegistrationForm({ seasonId, products, teams, address }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const place = usePlaceOrder();
  // the season's current contract, which the registration must accept
  const contract = useSeasonContracts(seasonId).data?.[0];
  const [form, setForm] = useState<Form>(() => ({
    quantities: {},
    teamMode: teams.length > 0 ? 'existing' : 'new',
    teamId: teams.length === 1 ? teams[0]!.id : null,
    teamName: '',
    teamCountry: '',
    ...address,
    pigeons: [],
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const set = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    // An area's error goes once the user changes that area.
    const touched = new Set(Object.keys(patch).map(areaOfField));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([area]) => !touched.has(area as FormArea) && area !== 'form')));
  };
  const max = placesCount(products, form.quantities).total;
  const shown = (e: string | undefined) => (e?.startsWith('registration.') ? t(e) : e);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = validateRegistration(form, products, contract?.version);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    place.mutate(toOrderInput(seasonId, form), {
      onSuccess: (order) => {
        notifySuccess(t('registration.created'));
        void navigate(paths.registration.getHref(order.id));
      },
      onError: (err) => setErrors({ ...serverErrors(err), form: errorText(err) }),
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="registration-form">
      <Stack gap="lg">
        <section>
          <Title order={2} fz="h4" mb="xs">
            {t('registration.products')}
          </Title>
          <ProductQuantities products={products} value={form.quantities} onChange={(quantities) => set({ quantities })} error={shown(errors.positions)} />
        </section>
        <section>
          <Title order={2} fz="h4" mb="xs">
            {t('teams.team')}
          </Title>
          <TeamFields teams={teams} form={form} set={set} error={shown(errors.team)} />
        </section>
        <section>
          <Title order={2} fz="h4" mb="xs">
            {t('registration.address')}
          </Title>
          <AddressFields form={form} set={set} error={shown(errors.address)} />
        </section>
        <section>
          <Title order={2} fz="h4" mb="xs">
            {t('registration.pigeons')}
          </Title>
          <PigeonFields rows={form.pigeons} max={max} onChange={(pigeons) => set({ pigeons })} error={shown(errors.pigeons)} />
        </section>
        {contract && (
          <section data-testid="registration-contract">
            <Title order={2} fz="h4" mb="xs">
              {t('contracts.title')}
            </Title>
            <ContractText contract={contract} />
            <Checkbox
              mt="sm"
              checked={form.acceptedContract === contract.version}
              onChange={(e) => set({ acceptedContract: e.currentTarget.checked ? contract.version : 0 })}
              label={t('contracts.accept', { version: contract.version })}
              error={shown(errors.contract)}
              data-testid="contract-accept"
            />
          </section>
        )}
        <section>
          <Title order={2} fz="h4" mb="xs">
            {t('registration.promo.title')}
          </Title>
          <PromoCodeField
            seasonId={seasonId}
            positions={toOrderInput(seasonId, form).positions}
            code={form.code ?? ''}
            onChange={(code) => set({ code })}
            error={shown(errors.code)}
          />
        </section>
        {errors.form && (
          <Alert color="red" data-testid="form-error">
            {errors.form}
          </Alert>
        )}
        <Button type="submit" size="md" w={{ base: '100%', sm: 'fit-content' }} loading={place.isPending} data-testid="register-submit">
          {t('registration.submit')}
        </Button>
      </Stack>
    </form>
  );
}
