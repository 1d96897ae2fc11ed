import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useSelector } from 'react-redux';
import { can } from '@protocolist/contracts/policies';
import { selectRole } from '../../../entities/session';
import { SEARCH_TEXTS } from '../config/messages';
import { SearchDialog } from './SearchDialog';

/** The header's search: a field-like button (an icon on phones) and Ctrl+K (⌘K) from anywhere, inputs included. */
export function GlobalSearch() {
  const role = useSelector(selectRole);
  const [opened, { open, close }] = useDisclosure(false);
  const allowed = can(role, 'search.use');
  useHotkeys(allowed ? [['mod+K', open]] : [], []);
  if (!allowed) return null;
  return (
    <>
      <Button
        variant="default"
        color="gray"
        radius="md"
        w={280}
        visibleFrom="sm"
        justify="space-between"
        leftSection={<IconSearch size={16} />}
        rightSection={<Kbd size="xs">{SEARCH_TEXTS.shortcut}</Kbd>}
        onClick={open}
        aria-keyshortcuts="Control+K"
        styles={{ label: { color: 'var(--mantine-color-dimmed)', fontWeight: 400, flex: 1 } }}
        data-testid="search-open"
      >
        {SEARCH_TEXTS.open}
      </Button>
      <ActionIcon variant="default" size="lg" radius="md" hiddenFrom="sm" onClick={open} aria-label={SEARCH_TEXTS.openIcon}>
        <IconSearch size={18} />
      </ActionIcon>
      <SearchDialog opened={opened} onClose={close} />
    </>
  );
}
