import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { can } from '@protocolist/contracts/policies';
import type { Role } from '@protocolist/contracts/enums';
import { Link, useLocation } from 'react-router';
import { useGetSpeechReadinessQuery } from '../../../entities/speech';
import { mainPath } from '../../../shared/config';
import { SPEECH_TEXTS } from '../../../entities/speech';

/**
 * On every page of an administrator until speech recognition can work (the model is missing or broken), except
 * «Распознавание речи» itself, which says it in its own words beside the models.
 */
export function SpeechBanner({ role }: { role: Role | null }) {
  const allowed = can(role, 'speech.manage');
  const { data } = useGetSpeechReadinessQuery(undefined, { skip: !allowed });
  const { pathname } = useLocation();
  if (!allowed || !data || data.ready || pathname === mainPath('speech')) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />} mb="md" role="status" data-testid="speech-banner">
      {data.notice}{' '}
      <Anchor component={Link} to={mainPath('speech')} fz="sm">
        {SPEECH_TEXTS.bannerLink}
      </Anchor>
    </Alert>
  );
}
