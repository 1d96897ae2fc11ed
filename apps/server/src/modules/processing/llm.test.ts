import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protocols } from '../../db/schema.ts';
import { api, createTestApp, type TestApp } from '../../test/app.ts';
import { readBody, startTestServer, type TestServer } from '../../pipeline/test-http-server.ts';
import { meetingPeople, protocolWithVideo, waitForStage } from '../../test/processing.ts';

type SentDraft = {
  sections: { title: string; text: string }[];
  tasks: { responsible_name: string | null; deadline: string | null; essence: string }[];
};

const SUMMARY = 'Подведены итоги закупок за октябрь, обсуждена подготовка к тендеру.';
/** The test model's rewording: visible, and keeping every number and name. */
const reworded = (text: string) => (text ? `${text} (в редакции модели)` : text);

/** The optional chat model: a local server speaking the OpenAI chat API rewords the drafted protocol. */
describe('video processing with an LLM refiner', () => {
  let t: TestApp;
  let chat: TestServer;
  const sent: SentDraft[] = [];

  beforeAll(async () => {
    chat = await startTestServer(async (request, response) => {
      const body = JSON.parse((await readBody(request)).toString());
      const draft: SentDraft = JSON.parse(body.messages[1].content);
      sent.push(draft);
      const answer = {
        summary: SUMMARY,
        sections: draft.sections.map(({ title, text }) => ({ title, text: reworded(text) })),
        tasks: draft.tasks.map((task) => ({ ...task, essence: reworded(task.essence) })),
      };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: JSON.stringify(answer) } }] }));
    });
    t = await createTestApp({ JOB_POLL_SECONDS: '0.5', ASR_ENGINE: 'subtitles', LLM_URL: chat.url, LLM_MODEL: 'local-test-model' });
  });
  afterAll(async () => {
    await t.close();
    await chat.close();
  });

  async function process(edit?: (protocolId: number) => Promise<void>) {
    const { secretary, kuznetsov, popova } = await meetingPeople(t.app);
    const protocolId = await protocolWithVideo(t.app, secretary, { members: [kuznetsov.id, popova.id], subtitles: true });
    await edit?.(protocolId);
    sent.length = 0;
    await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${protocolId}/process-video` });
    const done = await waitForStage(t.app, protocolId, ['success_video_process', 'error_video_process']);
    expect(done.stage).toBe('success_video_process');
    expect(sent).toHaveLength(1);
    return { done, draft: sent[0]!, kuznetsov };
  }

  it('stores the summary and the reworded sections and tasks, with the draft\'s titles, people and deadlines', async () => {
    const { done, draft, kuznetsov } = await process();
    expect(draft.sections.map((s) => s.title)).toContain('Повестка дня');
    expect(done.summary).toBe(SUMMARY);
    const sections = done.sections as { key: string; value: string }[];
    expect(sections.map(({ key, value }) => ({ title: key, text: value }))).toEqual(draft.sections.map(({ title, text }) => ({ title, text: reworded(text) })));
    const tasks = done.suggested_tasks as { essence: string; responsible_id: number | null; responsible_name: string | null; deadline: string | null }[];
    expect(tasks.map(({ essence, responsible_name, deadline }) => ({ essence, responsible_name, deadline }))).toEqual(
      draft.tasks.map((task) => ({ ...task, essence: reworded(task.essence) })),
    );
    expect(tasks.find((task) => task.responsible_name === 'Кузнецов Дмитрий Андреевич')?.responsible_id).toBe(kuznetsov.id);
  });

  it('leaves sections the secretary edited as they are', async () => {
    const edited = [{ key: 'Решили', value: 'Отчёт принять.', start: null }];
    const { done } = await process(async (protocolId) => {
      await t.app.db.update(protocols).set({ sections: edited, sections_edited: true }).where(eq(protocols.id, protocolId));
    });
    expect(done.sections).toEqual(edited);
    expect(done.summary).toBe(SUMMARY);
  });
});
