import { Group, Select } from '@mantine/core';
import { PROTOCOL_STAGE_LABELS, PROTOCOL_STAGES, type ProtocolStage } from '@protocolist/contracts/stages';
import { PROTOCOL_FIELDS } from '../../../entities/protocol';
import type { SearchBox } from '../../../shared/lib';
import { SearchInput } from '../../../shared/ui';
import { PROTOCOL_LIST_TEXTS } from '../config/messages';

const STAGE_OPTIONS = PROTOCOL_STAGES.map((stage) => ({ value: stage, label: PROTOCOL_STAGE_LABELS[stage] }));

interface ProtocolFiltersProps {
  search: SearchBox;
  stage: ProtocolStage | null;
  onStageChange: (stage: ProtocolStage | null) => void;
}

export function ProtocolFilters({ search, stage, onStageChange }: ProtocolFiltersProps) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SearchInput
        placeholder={PROTOCOL_LIST_TEXTS.searchPlaceholder}
        value={search.value}
        onChange={(event) => search.onChange(event.currentTarget.value)}
        w={{ base: '100%', xs: 320 }}
      />
      <Select
        label={PROTOCOL_FIELDS.stage}
        placeholder={PROTOCOL_LIST_TEXTS.allStages}
        data={STAGE_OPTIONS}
        value={stage}
        onChange={(next) => onStageChange((next as ProtocolStage | null) ?? null)}
        clearable
        w={{ base: '100%', xs: 240 }}
      />
    </Group>
  );
}
