import { Select, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DEFAULT_PROTOCOL_NUMBERING,
  PROTOCOL_NUMBERING_LABELS,
  PROTOCOL_NUMBERINGS,
  updateSettingsRequest,
  type ProtocolNumbering,
} from '@protocolist/contracts/settings';
import { timeZoneOptions } from '@protocolist/contracts/time-zones';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import {
  useGetOrganizationSettingsQuery,
  useUpdateOrganizationSettingsMutation,
} from '../../../entities/organization';
import { useServerForm } from '../../../shared/lib';
import { FailureAlert, FormActions, queryFailure } from '../../../shared/ui';
import { ORGANIZATION_TEXTS } from '../config/messages';

/** Admin only: the organisation name printed on protocols and the organisation's timezone. */
export function OrganizationSettingsForm() {
  const settings = useGetOrganizationSettingsQuery();
  const [update] = useUpdateOrganizationSettingsMutation();
  const { form, submit, submitting, failure } = useServerForm({
    schema: updateSettingsRequest,
    defaultValues: { organization_name: '', timezone: '', protocol_numbering: DEFAULT_PROTOCOL_NUMBERING },
    values: settings.data
      ? {
          organization_name: settings.data.organization_name ?? '',
          timezone: settings.data.timezone ?? '',
          protocol_numbering: settings.data.protocol_numbering ?? DEFAULT_PROTOCOL_NUMBERING,
        }
      : undefined,
    onSubmit: async (request) => {
      await update(request).unwrap();
      notifications.show({ color: 'green', message: ORGANIZATION_TEXTS.saved });
    },
  });
  // Russia's zones by city with their UTC offsets (not 418 raw IANA names); the saved one is always there.
  const zoneOptions = useMemo(() => timeZoneOptions(settings.data?.timezone), [settings.data?.timezone]);
  const { errors } = form.formState;

  if (settings.isLoading) {
    return (
      <Stack gap="md" data-testid="organization-skeleton">
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  }
  if (settings.isError) {
    return <FailureAlert {...queryFailure(settings, ORGANIZATION_TEXTS.loadFailed)} />;
  }

  return (
    <form onSubmit={submit} noValidate aria-label={ORGANIZATION_TEXTS.title}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={ORGANIZATION_TEXTS.name}
            error={errors.organization_name?.message}
            {...form.register('organization_name')}
          />
          <Controller
            control={form.control}
            name="timezone"
            render={({ field }) => (
              <Select
                label={ORGANIZATION_TEXTS.timezone}
                placeholder={ORGANIZATION_TEXTS.timezonePlaceholder}
                data={zoneOptions}
                searchable
                allowDeselect={false}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.timezone?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="protocol_numbering"
            render={({ field }) => (
              <Select
                label={ORGANIZATION_TEXTS.numbering}
                description={ORGANIZATION_TEXTS.numberingHint}
                data={PROTOCOL_NUMBERINGS.map((value) => ({ value, label: PROTOCOL_NUMBERING_LABELS[value] }))}
                allowDeselect={false}
                value={field.value ?? DEFAULT_PROTOCOL_NUMBERING}
                onChange={(value) => field.onChange((value ?? DEFAULT_PROTOCOL_NUMBERING) as ProtocolNumbering)}
                onBlur={field.onBlur}
                error={errors.protocol_numbering?.message}
              />
            )}
          />
        </SimpleGrid>
        <FormActions failure={failure} submitting={submitting} />
      </Stack>
    </form>
  );
}
