import { Alert, Anchor, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { RECORDING_TEXTS, RecordingStudio } from '../../features/live-recording';
import { useGetProtocolQuery } from '../../entities/protocol';
import { useOpenRecordingMutation } from '../../entities/recording';
import { errorStatus, serverMessage } from '../../shared/api';
import { PAGE_TITLES, protocolPath } from '../../shared/config';
import { actionFailure, FailureAlert, PageFrame } from '../../shared/ui';

/**
 * /main/protocols/{id}/recording: opens the protocol's recording (or the one still open, after a reload or on
 * another visit) and hands it to the recording screen.
 */
export function RecordingPage() {
  const { id } = useParams();
  const protocolId = Number(id);
  const valid = Number.isInteger(protocolId) && protocolId > 0;
  const navigate = useNavigate();
  const protocol = useGetProtocolQuery(protocolId, { skip: !valid });
  const [openRecording, opened] = useOpenRecordingMutation();

  useEffect(() => {
    if (valid) void openRecording(protocolId);
  }, [valid, protocolId, openRecording]);

  const number = protocol.data?.protocol_number ?? null;
  const back = (
    <Anchor component={Link} to={valid ? protocolPath(protocolId) : '/main/protocols'} fz="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        {RECORDING_TEXTS.backToProtocol}
      </Group>
    </Anchor>
  );
  const refused = errorStatus(opened.error) === 409 || errorStatus(opened.error) === 404 || !valid;
  return (
    <PageFrame title={number ? RECORDING_TEXTS.title(number) : PAGE_TITLES.recording} subheader={back}>
      {refused ? (
        <Alert color="yellow" variant="light" data-testid="recording-refused">
          <Stack gap="sm" align="flex-start">
            {valid ? (serverMessage(opened.error) ?? RECORDING_TEXTS.hasMedia) : RECORDING_TEXTS.invalidAddress}
            {valid && (
              <Button component={Link} to={protocolPath(protocolId)} variant="light">
                {RECORDING_TEXTS.openProtocol}
              </Button>
            )}
          </Stack>
        </Alert>
      ) : opened.isError ? (
        <FailureAlert {...actionFailure(opened.error, () => void openRecording(protocolId), RECORDING_TEXTS.loadFailed)} />
      ) : opened.data ? (
        <RecordingStudio
          key={opened.data.id}
          recording={opened.data}
          onStopped={() => void navigate(protocolPath(protocolId), { replace: true })}
        />
      ) : (
        <Stack gap="md" data-testid="recording-skeleton">
          <Skeleton h={220} radius="md" />
          <Skeleton h={160} radius="md" />
        </Stack>
      )}
    </PageFrame>
  );
}
