import { Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteKeyword } from '../../../features/keyword-delete';
import { KeywordFormModal } from '../../../features/keyword-editor';
import { KeywordPreview } from '../../../features/keyword-preview';
import { useKeywordReorder } from '../../../features/keyword-reorder';
import { useGetKeywordsQuery, type Keyword } from '../../../entities/keyword';
import { EmptyState, FailureAlert, LoadingRows, queryFailure } from '../../../shared/ui';
import { KeywordRow } from './KeywordRow';
import { KEYWORD_SETTINGS_TEXTS } from '../config/messages';

interface Editor {
  opened: boolean;
  keyword: Keyword | null;
}

const NO_KEYWORDS: Keyword[] = [];

/** /main/settings/keywords (PRODUCT.md §9): the ordered list, add, edit, delete, reorder, and a try-out. */
export function KeywordSettings() {
  const keywords = useGetKeywordsQuery();
  const list = keywords.data ?? NO_KEYWORDS;
  const [editor, setEditor] = useState<Editor>({ opened: false, keyword: null });
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const move = useKeywordReorder(list);
  const remove = useDeleteKeyword();

  const endDrag = () => {
    setDragged(null);
    setOver(null);
  };

  return (
    <>
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Text fz="sm" c="dimmed" maw={520} style={{ flex: '1 1 14rem' }}>
              {KEYWORD_SETTINGS_TEXTS.intro}
            </Text>
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditor({ opened: true, keyword: null })} style={{ flexShrink: 0 }}>
              {KEYWORD_SETTINGS_TEXTS.add}
            </Button>
          </Group>
          {keywords.isError ? (
            <FailureAlert {...queryFailure(keywords, KEYWORD_SETTINGS_TEXTS.loadFailed)} />
          ) : keywords.isLoading ? (
            <LoadingRows count={4} height={72} radius="md" />
          ) : list.length === 0 ? (
            <EmptyState text={KEYWORD_SETTINGS_TEXTS.empty} />
          ) : (
            <Stack gap="xs" data-testid="keyword-list">
              {list.map((keyword, index) => (
                <KeywordRow
                  key={keyword.id}
                  keyword={keyword}
                  index={index}
                  count={list.length}
                  dropTarget={dragged !== null && over === index && dragged !== index}
                  onMove={move}
                  onEdit={(item) => setEditor({ opened: true, keyword: item })}
                  onDelete={remove}
                  onDragStart={setDragged}
                  onDragOver={setOver}
                  onDrop={(index) => {
                    if (dragged !== null) move(dragged, index);
                    endDrag();
                  }}
                  onDragEnd={endDrag}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <KeywordPreview />
      </Grid.Col>
    </Grid>
      <KeywordFormModal
        opened={editor.opened}
        onClose={() => setEditor((current) => ({ ...current, opened: false }))}
        keyword={editor.keyword}
      />
    </>
  );
}
