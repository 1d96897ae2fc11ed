import { Group, Select } from '@mantine/core';
import { PROTOCOL_STAGE_LABELS, PROTOCOL_STAGES, type ProtocolStage } from '@protocolist/contracts/stages';
import { PROTOCOL_FIELDS } from '../../../entities/protocol';
import { SearchInput } from '../../../shared/ui';
import { PROTOCOL_LIST_TEXTS } from '../config/messages';

export interface ProtocolFilterValues {
  search: string;
  stage: ProtocolStage | null;
}

const STAGE_OPTIONS = PROTOCOL_STAGES.map((stage) => ({ value: stage, label: PROTOCOL_STAGE_LABELS[stage] }));

export function ProtocolFilters({ value, onChange }: { value: ProtocolFilterValues; onChange: (value: ProtocolFilterValues) => void }) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SearchInput
        placeholder={PROTOCOL_LIST_TEXTS.searchPlaceholder}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
        w={{ base: '100%', xs: 320 }}
      />
      <Select
        label={PROTOCOL_FIELDS.stage}
        placeholder={PROTOCOL_LIST_TEXTS.allStages}
        data={STAGE_OPTIONS}
        value={value.stage}
        onChange={(stage) => onChange({ ...value, stage: (stage as ProtocolStage | null) ?? null })}
        clearable
        w={{ base: '100%', xs: 240 }}
      />
    </Group>
  );
}
