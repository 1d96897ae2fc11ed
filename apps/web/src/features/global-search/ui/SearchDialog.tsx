import { Box, Button, Group, Kbd, Loader, Modal, SegmentedControl, Skeleton, Stack, Text, TextInput, ThemeIcon, UnstyledButton } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSelector } from 'react-redux';
import { SEARCH_COUNT_LIMIT, SEARCH_FINDS_USERS, SEARCH_KIND_LABELS, SEARCH_KINDS, SEARCH_QUERY_MAX_LENGTH, type SearchKind } from '@protocolist/contracts/search';
import { selectRole } from '../../../entities/session';
import { parseDateRu } from '../../../shared/lib';
import { FailureAlert, queryFailure } from '../../../shared/ui';
import { useSearchQuery } from '../api/search-api';
import { SEARCH_TEXTS } from '../config/messages';
import { groupHits } from '../model/group-hits';
import { hitTarget, openableKinds, userTarget } from '../model/hit-target';
import { SearchHitItem, UserHitItem } from './SearchHitItem';
import { Snippet } from './Snippet';

const TYPING_PAUSE_MS = 250;
const ALL = 'all';
const LISTBOX_ID = 'global-search-results';
const optionId = (index: number) => `global-search-hit-${index}`;

/** The search window (Ctrl+K): type, pick a kind or dates, move with ↑ ↓, open with Enter. */
export function SearchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 36em)');
  const role = useSelector(selectRole);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={role && SEARCH_FINDS_USERS.includes(role) ? SEARCH_TEXTS.dialogWithUsers : SEARCH_TEXTS.dialog}
      size="xl"
      fullScreen={!!narrow}
      yOffset="6vh"
      styles={{ title: { fontWeight: 600 } }}
      data-testid="search-dialog"
    >
      {opened && <SearchPanel onClose={onClose} />}
    </Modal>
  );
}

function SearchPanel({ onClose }: { onClose: () => void }) {
  const role = useSelector(selectRole);
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width: 36em)');
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const [kind, setKind] = useState<SearchKind | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const q = typed.slice(0, SEARCH_QUERY_MAX_LENGTH);
  // The page shown and the hit chosen belong to one question: a new one starts from its first page and best hit.
  const question = JSON.stringify([q, kind, from, to]);
  const [place, setPlace] = useState({ question, page: 1, active: 0 });
  const page = place.question === question ? place.page : 1;
  const active = place.question === question ? place.active : 0;
  const setPage = (next: number) => setPlace({ question, page: next, active });
  const setActive = (next: number) => setPlace({ question, page, active: next });
  const search = useSearchQuery({ q, kind, from, to, page }, { skip: !q });

  const results = q ? search.data : undefined;
  const { groups, ordered } = useMemo(() => groupHits(results?.data ?? []), [results]);
  // People found (the admin's search) come first, then the hits; the keyboard walks them in that order.
  const people = results?.users ?? [];
  const options = people.length + ordered.length;
  const showSecretary = role !== 'secretary';
  // The filter offers only what the role can open (a manager has no meetings calendar).
  const kinds = openableKinds(role);

  const open = (index: number) => {
    const person = people[index];
    const hit = ordered[index - people.length];
    const target = person ? userTarget(person, role) : hit && hitTarget(hit, role);
    if (!target) return;
    onClose();
    void navigate(target);
  };
  const move = (step: number) => {
    if (options === 0) return;
    const next = (active + step + options) % options;
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter') open(active);
    else return;
    event.preventDefault();
  };

  const waiting = !!q && (search.isFetching || typed !== text.trim()) && !search.isError;
  const firstLoad = !!q && !results && !search.isError;
  const total = results ? (kind ? results.counts[kind] : SEARCH_KINDS.reduce((sum, k) => sum + results.counts[k], 0)) : 0;

  return (
    <Stack gap="sm">
      <TextInput
        data-autofocus
        aria-label={SEARCH_TEXTS.input}
        placeholder={SEARCH_TEXTS.placeholder}
        value={text}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        leftSection={<IconSearch size={18} />}
        rightSection={waiting ? <Loader size="xs" aria-label={SEARCH_TEXTS.loading} /> : null}
        size="md"
        role="combobox"
        aria-expanded={options > 0}
        aria-controls={LISTBOX_ID}
        aria-activedescendant={options > 0 ? optionId(active) : undefined}
        aria-autocomplete="list"
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={SEARCH_TEXTS.kinds}
          size="xs"
          value={kind ?? ALL}
          onChange={(value) => setKind(value === ALL ? null : (value as SearchKind))}
          data={[
            { value: ALL, label: SEARCH_TEXTS.all },
            ...kinds.map((k) => ({
              value: k,
              label: results ? `${SEARCH_KIND_LABELS[k]} ${results.counts[k]}${results.counts[k] >= SEARCH_COUNT_LIMIT ? '+' : ''}` : SEARCH_KIND_LABELS[k],
            })),
          ]}
          style={{ flexWrap: 'wrap' }}
        />
        <Group gap="xs" wrap="nowrap">
          <DateInput
            size="xs"
            w={130}
            aria-label={SEARCH_TEXTS.from}
            placeholder={SEARCH_TEXTS.from}
            valueFormat="DD.MM.YYYY"
            dateParser={parseDateRu}
            clearable
            value={from}
            maxDate={to ?? undefined}
            onChange={setFrom}
          />
          <DateInput
            size="xs"
            w={130}
            aria-label={SEARCH_TEXTS.to}
            placeholder={SEARCH_TEXTS.to}
            valueFormat="DD.MM.YYYY"
            dateParser={parseDateRu}
            clearable
            value={to}
            minDate={from ?? undefined}
            onChange={setTo}
          />
        </Group>
      </Group>

      {!q && <SearchHint onExample={setText} />}
      {q && search.isError && (
        <FailureAlert {...queryFailure(search, SEARCH_TEXTS.failed)} />
      )}
      {firstLoad && <ResultsSkeleton />}
      {results && options === 0 && !search.isFetching && <NothingFound q={q} />}
      {results && options > 0 && (
        <>
          <Text fz="xs" c="dimmed" aria-live="polite">
            {SEARCH_TEXTS.found(total + people.length, results.capped)}
          </Text>
          {/* A plain scrolling box: hits wrap to the window's width (a table-display scroll area would widen it). */}
          <Box mah={narrow ? undefined : '58vh'} style={{ overflowY: 'auto', overflowX: 'hidden', minWidth: 0 }}>
            <Stack gap="md" id={LISTBOX_ID} role="listbox" aria-label={SEARCH_TEXTS.results} opacity={search.isFetching && page === 1 ? 0.6 : 1}>
              {people.length > 0 && (
                <Stack gap={2} role="group" aria-label={SEARCH_TEXTS.users}>
                  <Text fz="xs" fw={700} tt="uppercase" c="dimmed" px="sm">
                    {SEARCH_TEXTS.users}
                  </Text>
                  {people.map((person, index) => (
                    <UserHitItem
                      key={`user-${person.id}`}
                      id={optionId(index)}
                      user={person}
                      active={index === active}
                      onHover={() => setActive(index)}
                      onOpen={() => open(index)}
                    />
                  ))}
                </Stack>
              )}
              {groups.map((group) => (
                <Stack key={group.kind} gap={2} role="group" aria-label={SEARCH_KIND_LABELS[group.kind]}>
                  <Text fz="xs" fw={700} tt="uppercase" c="dimmed" px="sm">
                    {SEARCH_KIND_LABELS[group.kind]}
                  </Text>
                  {group.hits.map(({ hit, index }) => (
                    <SearchHitItem
                      key={hit.key}
                      id={optionId(people.length + index)}
                      hit={hit}
                      active={people.length + index === active}
                      target={hitTarget(hit, role)}
                      showSecretary={showSecretary}
                      onHover={() => setActive(people.length + index)}
                      onOpen={() => open(people.length + index)}
                    >
                      <Snippet parts={hit.snippet} />
                    </SearchHitItem>
                  ))}
                </Stack>
              ))}
              {results.meta.current_page < results.meta.last_page && (
                <Button variant="light" loading={search.isFetching} onClick={() => setPage(results.meta.current_page + 1)} mx="sm">
                  {SEARCH_TEXTS.more}
                </Button>
              )}
            </Stack>
          </Box>
        </>
      )}
      <Group gap="md" visibleFrom="sm" data-testid="search-keys">
        {SEARCH_TEXTS.keys.map(([keys, meaning]) => (
          <Group key={meaning} gap={4} wrap="nowrap">
            {keys.map((key) => (
              <Kbd key={key} size="xs">
                {key}
              </Kbd>
            ))}
            <Text fz="xs" c="dimmed">
              {meaning}
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}

function SearchHint({ onExample }: { onExample: (text: string) => void }) {
  return (
    <Stack gap="xs" py="md" px="sm" data-testid="search-hint">
      <Text fw={600}>{SEARCH_TEXTS.hintTitle}</Text>
      <Text fz="sm" c="dimmed">
        {SEARCH_TEXTS.hint}
      </Text>
      <Stack gap={4}>
        {SEARCH_TEXTS.syntax.map(([example, meaning]) => (
          <Group key={example} gap="xs">
            <UnstyledButton onClick={() => onExample(example)} fz="sm" c="purple.8" fw={500} style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>
              {example}
            </UnstyledButton>
            <Text fz="sm" c="dimmed">
              — {meaning}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

function NothingFound({ q }: { q: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="search-nothing">
      <ThemeIcon size={52} radius="xl" variant="light" color="gray">
        <IconSearchOff size={28} stroke={1.5} />
      </ThemeIcon>
      <Text fw={500} ta="center">
        {SEARCH_TEXTS.nothing(q)}
      </Text>
      <Text fz="sm" c="dimmed" ta="center">
        {SEARCH_TEXTS.nothingHint}
      </Text>
    </Stack>
  );
}

function ResultsSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={SEARCH_TEXTS.loading} data-testid="search-loading">
      {[0, 1, 2].map((row) => (
        <Stack key={row} gap={6} p="sm">
          <Skeleton h={14} w="60%" />
          <Skeleton h={12} w="35%" />
          <Skeleton h={12} w="90%" />
        </Stack>
      ))}
    </Stack>
  );
}
