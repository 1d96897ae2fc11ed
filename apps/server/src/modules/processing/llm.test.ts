import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../test/app.ts';
import { readBody, startTestServer, type TestServer } from '../../pipeline/test-http-server.ts';
import { meetingPeople, protocolWithVideo, waitForStage } from '../../test/processing.ts';

/** The optional chat model: a local server speaking the OpenAI chat API refines the summary. */
describe('video processing with an LLM refiner', () => {
  let t: TestApp;
  let chat: TestServer;
  const requests: { model: string; response_format?: { type: string } }[] = [];

  beforeAll(async () => {
    chat = await startTestServer(async (request, response) => {
      const body = JSON.parse((await readBody(request)).toString());
      requests.push(body);
      const answer = {
        summary: 'Подведены итоги закупок за октябрь, согласовано техническое задание на тендер.',
        tasks: [
          {
            essence: 'Подготовить претензии поставщикам',
            responsible_name: 'Кузнецов',
            deadline: '2026-11-25',
            quote: 'Поручить Кузнецову подготовить претензии поставщикам до двадцать пятого ноября.',
          },
        ],
      };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: JSON.stringify(answer) } }] }));
    });
    t = await createTestApp({
      JOB_POLL_SECONDS: '0.5',
      ASR_ENGINE: 'subtitles',
      LLM_URL: chat.url,
      LLM_MODEL: 'local-test-model',
    });
  });
  afterAll(async () => {
    await t.close();
    await chat.close();
  });

  it('stores the summary and the refined tasks from the chat model', async () => {
    const { secretary, kuznetsov, popova } = await meetingPeople(t.app);
    const protocolId = await protocolWithVideo(t.app, secretary, { members: [kuznetsov.id, popova.id], subtitles: true });
    await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${protocolId}/process-video` });
    const done = await waitForStage(t.app, protocolId, ['success_video_process', 'error_video_process']);
    expect(done.stage).toBe('success_video_process');
    expect(requests[0]?.model).toBe('local-test-model');
    expect(requests[0]?.response_format?.type).toBe('json_schema');
    expect(done.summary).toBe('Подведены итоги закупок за октябрь, согласовано техническое задание на тендер.');
    const tasks = done.suggested_tasks as { responsible_id: number; deadline: string }[];
    expect(tasks.map((task) => [task.responsible_id, task.deadline])).toEqual([[kuznetsov.id, '2026-11-25']]);
  });
});
