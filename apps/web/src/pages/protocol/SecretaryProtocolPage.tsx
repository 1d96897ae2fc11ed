import { Navigate, useLocation, useParams } from 'react-router';
import { useSelector } from 'react-redux';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { useGetProtocolQuery } from '../../entities/protocol';
import { selectRole } from '../../entities/session';
import { errorStatus } from '../../shared/api';
import { canOpen, mainPath, PAGE_TITLES, secretaryProtocolPath, secretaryWorkPath } from '../../shared/config';
import { FailureAlert, PageFrame, queryFailure } from '../../shared/ui';
import { BackLink, PROCESSING_POLL_MS, ProtocolMissing, ProtocolSkeleton, ProtocolView } from './ProtocolPage';
import { PROTOCOL_PAGE_TEXTS } from './config/messages';

const positiveId = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Where a reader goes back to: a manager to his secretary's work, anyone else (an admin) nowhere in particular. */
function useBack(secretary: { id: number; full_name: string } | null) {
  const role = useSelector(selectRole);
  if (!canOpen(role, 'secretaryWork')) return null;
  if (!secretary) return { to: mainPath('secretaries'), label: PROTOCOL_PAGE_TEXTS.backToSecretaries };
  return { to: secretaryWorkPath(secretary.id), label: PROTOCOL_PAGE_TEXTS.backToSecretary(secretary.full_name) };
}

/**
 * /main/secretaries/{secretaryId}/protocols/{protocolId}: a secretary's protocol as her manager (or an admin) reads
 * it. The server decides who may read it (the one access policy): another team's protocol is «не найден» here too.
 * An address whose secretary is not the protocol's is corrected to the protocol's own secretary.
 */
export function SecretaryProtocolPage() {
  const params = useParams();
  const location = useLocation();
  const secretaryId = positiveId(params.secretaryId);
  const protocolId = positiveId(params.protocolId);
  const valid = secretaryId !== null && protocolId !== null;
  const protocol = useGetProtocolQuery(protocolId ?? 0, { skip: !valid });
  const processing = !!protocol.data && STAGE_RULES.isVideoInProgress(protocol.data.stage);
  useGetProtocolQuery(protocolId ?? 0, { skip: !valid || !processing, pollingInterval: PROCESSING_POLL_MS });
  const owner = protocol.data?.secretary ?? null;
  const back = useBack(owner);

  if (!valid || errorStatus(protocol.error) === 404) return <ProtocolMissing back={back} />;
  if (protocol.isError && !protocol.data) {
    return (
      <PageFrame title={PAGE_TITLES.protocol} subheader={back && <BackLink {...back} />}>
        <FailureAlert {...queryFailure(protocol, PROTOCOL_PAGE_TEXTS.loadFailed)} />
      </PageFrame>
    );
  }
  if (!protocol.data) return <ProtocolSkeleton />;
  if (owner && owner.id !== secretaryId) {
    return <Navigate to={`${secretaryProtocolPath(owner.id, protocol.data.id)}${location.search}`} replace />;
  }
  return <ProtocolView protocol={protocol.data} reader={{ back: back && <BackLink {...back} /> }} />;
}

/**
 * /main/protocols/{id} opened by a reader (a manager following a secretary's link): the protocol is looked up and
 * the reader taken to its read-only view, with the same tab, task or moment of the video.
 */
export function ProtocolReadingRedirect() {
  const params = useParams();
  const location = useLocation();
  const protocolId = positiveId(params.id);
  const protocol = useGetProtocolQuery(protocolId ?? 0, { skip: protocolId === null });
  const back = useBack(null);
  if (protocolId === null || errorStatus(protocol.error) === 404) return <ProtocolMissing back={back} />;
  if (protocol.isError) {
    return (
      <PageFrame title={PAGE_TITLES.protocol}>
        <FailureAlert {...queryFailure(protocol, PROTOCOL_PAGE_TEXTS.loadFailed)} />
      </PageFrame>
    );
  }
  if (!protocol.data) return <ProtocolSkeleton />;
  const owner = protocol.data.secretary;
  if (!owner) return <ProtocolMissing back={back} />;
  return <Navigate to={`${secretaryProtocolPath(owner.id, protocol.data.id)}${location.search}`} replace />;
}
