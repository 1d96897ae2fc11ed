import { useCallback, useEffect, useRef } from 'react';
import { useGetVideoUrlQuery } from '../../../entities/video';
import { VIDEO_URL_RENEW_MARGIN_SECONDS } from '../../../shared/config';

/** A failed load soon after a renewal is a real failure, not an expired link. */
const RENEW_AGAIN_AFTER_MS = 10_000;

/**
 * The signed link for the <video> element, renewed shortly before it expires; `renew` gets a fresh one at
 * once (the player calls it when loading fails, e.g. after a long pause past the expiry).
 */
export function useSignedVideoUrl(protocolId: number) {
  const query = useGetVideoUrlQuery(protocolId);
  const { refetch } = query;
  const expiresIn = query.data?.expires_in;
  const fetchedAt = query.fulfilledTimeStamp;
  const lastRenewal = useRef(0);

  useEffect(() => {
    if (!expiresIn || !fetchedAt) return undefined;
    const renewInMs = Math.max(30, expiresIn - VIDEO_URL_RENEW_MARGIN_SECONDS) * 1000;
    const timer = window.setTimeout(() => void refetch(), Math.max(0, fetchedAt + renewInMs - Date.now()));
    return () => window.clearTimeout(timer);
  }, [expiresIn, fetchedAt, refetch]);

  /** False when a renewal was just tried (unless forced by the user): the caller then shows the error. */
  const renew = useCallback((force = false) => {
    if (!force && Date.now() - lastRenewal.current < RENEW_AGAIN_AFTER_MS) return false;
    lastRenewal.current = Date.now();
    void refetch();
    return true;
  }, [refetch]);

  return { url: query.data?.url ?? null, isError: query.isError, error: query.error, refetch, renew };
}
