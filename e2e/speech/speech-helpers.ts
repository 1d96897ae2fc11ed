import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { MEETING_VIDEO } from '../video/video-helpers.ts';

/** A protocol with the sample meeting's video (no subtitles) sent through the chunk API, processing started. */
export async function protocolWithVideo(baseUrl: string, token: string): Promise<number> {
  const created = await fetch(`${baseUrl}/api/protocols`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ theme: 'Планёрка без модели', event_date: '2026-11-10' }),
  });
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const form = new FormData();
  form.append('total_chunks', '1');
  form.append('chunk_index', '0');
  form.append('video', new Blob([readFileSync(MEETING_VIDEO)], { type: 'video/mp4' }), 'meeting.mp4');
  const uploaded = await fetch(`${baseUrl}/api/protocols/${id}/upload-chunks`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(uploaded.status).toBe(200);
  const started = await fetch(`${baseUrl}/api/protocols/${id}/process-video`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  expect(started.status).toBe(200);
  return id;
}

