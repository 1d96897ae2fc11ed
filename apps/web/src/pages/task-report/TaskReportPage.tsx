import { Box, Container, Group, Loader, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { DocumentPaper } from '../../features/protocol-documents';
import { TASK_REPORT_TEXTS as T, TaskReportView, useGetTaskReportExtractQuery, useGetTaskReportPageQuery } from '../../features/task-report';
import { FailureAlert, LogoMark, queryFailure } from '../../shared/ui';

function Extract({ token }: { token: string }) {
  const extract = useGetTaskReportExtractQuery(token);
  if (extract.isLoading) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text fz="sm">{T.extractLoading}</Text>
      </Group>
    );
  }
  if (extract.isError) return <FailureAlert {...queryFailure(extract, T.extractFailed)} />;
  if (!extract.data) return <Text fz="sm" c="dimmed">{T.noExtract}</Text>;
  return (
    <Box style={{ overflowX: 'auto' }}>
      <DocumentPaper blocks={extract.data.blocks} />
    </Box>
  );
}

/** /report/:token — the page of the person responsible, opened from the task letter without signing in. */
export function TaskReportPage() {
  const token = useParams().token ?? '';
  useDocumentTitle(T.pageTitle);
  const page = useGetTaskReportPageQuery(token);
  return (
    <Container size={640} px="md" py="lg">
      <Group mb="md" gap="sm" wrap="nowrap">
        <LogoMark />
        <Title order={1} fz={24}>
          {T.pageTitle}
        </Title>
      </Group>
      {page.isLoading ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{T.loading}</Text>
        </Group>
      ) : page.isError || !page.data ? (
        <FailureAlert {...queryFailure(page, T.loadFailed)} />
      ) : (
        <TaskReportView token={token} page={page.data} extract={<Extract token={token} />} />
      )}
    </Container>
  );
}
