import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../../shared/lib';
import { startVideoUpload, type VideoFiles } from './upload-manager';
import { selectVideoUpload } from './video-upload-slice';

/** Starts the upload of a just-created protocol's files; it goes on after the page is left. */
export function useStartVideoUpload(): (protocolId: number, files: VideoFiles) => void {
  const dispatch = useAppDispatch();
  return useCallback((protocolId, files) => void dispatch(startVideoUpload(protocolId, files)), [dispatch]);
}

/** The upload of this tab for the protocol, if one runs or just failed. */
export function useVideoUpload(protocolId: number) {
  return useSelector((state: Parameters<typeof selectVideoUpload>[0]) => selectVideoUpload(state, protocolId));
}
