import { Button, Group, Select, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  useGetOrganizationSettingsQuery,
  useUpdateOrganizationSettingsMutation,
} from '../../../entities/organization';
import { describeError } from '../../../shared/api';
import { COMMON, FIELD_LABELS, PROFILE_TEXTS, VALIDATION } from '../../../shared/config';
import { applyServerErrors, requiredString } from '../../../shared/lib';
import { FailureAlert } from '../../../shared/ui';

const organizationSchema = z.object({
  organization_name: requiredString().max(255),
  timezone: z.string().min(1, VALIDATION.required),
});
type OrganizationValues = z.input<typeof organizationSchema>;

function timezones(current: string | undefined): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const list = known.length > 0 ? [...known] : ['Europe/Moscow'];
  if (current && !list.includes(current)) list.unshift(current);
  return list;
}

/** Admin only: the organisation name printed on protocols and the organisation's timezone. */
export function OrganizationSettingsForm() {
  const settings = useGetOrganizationSettingsQuery();
  const [update, { isLoading }] = useUpdateOrganizationSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OrganizationValues>({
    mode: 'onTouched',
    resolver: zodResolver(organizationSchema),
    values: settings.data
      ? { organization_name: settings.data.organization_name ?? '', timezone: settings.data.timezone ?? '' }
      : undefined,
    defaultValues: { organization_name: '', timezone: '' },
  });
  const zoneOptions = useMemo(() => timezones(settings.data?.timezone), [settings.data?.timezone]);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update({ organization_name: values.organization_name.trim(), timezone: values.timezone }).unwrap();
      notifications.show({ color: 'green', message: PROFILE_TEXTS.organizationSaved });
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, ['organization_name', 'timezone']));
    }
  });

  if (settings.isLoading) {
    return (
      <Stack gap="md" data-testid="organization-skeleton">
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  }
  if (settings.isError) {
    return (
      <FailureAlert message={describeError(settings.error)} />
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={PROFILE_TEXTS.organizationTitle}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={FIELD_LABELS.organizationName}
            error={errors.organization_name?.message}
            {...form.register('organization_name')}
          />
          <Controller
            control={form.control}
            name="timezone"
            render={({ field }) => (
              <Select
                label={FIELD_LABELS.timezone}
                placeholder={PROFILE_TEXTS.timezonePlaceholder}
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
        </SimpleGrid>
        <FailureAlert message={failure} />
        <Group justify="flex-end">
          <Button type="submit" disabled={isLoading}>
            {isLoading ? COMMON.saving : COMMON.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
