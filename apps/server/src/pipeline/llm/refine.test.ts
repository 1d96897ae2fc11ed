import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readBody, startTestServer, type TestServer } from '../test-http-server.ts';
import { loadConfig } from '../../config.ts';
import type { DraftForModel } from './chat.ts';
import type { LlmConfig } from './config.ts';
import { refineWithLlm, type RefineInput } from './refine.ts';

/** A rule-based draft as the conversation model writes it: what the chat model may only reword. */
const input: RefineInput = {
  draft: {
    sections: [
      { key: 'Повестка дня', value: '1. Об итогах закупок за октябрь.\n2. О подготовке к тендеру.', start: 3 },
      { key: 'Слушали', value: 'Кузнецов Д.А. ну значит по октябрю закупили на 3 млн, это, всё по плану.', start: 20 },
      { key: 'Выступили', value: 'Попова Е.В.: надо бы поставщикам претензии, они 2 раза сорвали сроки.', start: 41 },
      { key: 'Решили', value: 'Отчёт принять к сведению.', start: 60 },
      { key: 'Поручить', value: 'Поручить Кузнецову Д.А. подготовить претензии поставщикам — в срок до 25.11.2026.', start: 75 },
    ],
    tasks: [
      { essence: 'подготовить претензии поставщикам', responsible_id: 12, responsible_name: 'Кузнецов Дмитрий Андреевич', deadline: '2026-11-25', source: { start: 75, end: 80, text: 'Поручить Кузнецову подготовить претензии поставщикам.' } },
      { essence: 'разместить извещение о тендере', responsible_id: 13, responsible_name: 'Попова Елена Викторовна', deadline: null, source: { start: 82, end: 85, text: 'Елена Викторовна, разместите извещение.' } },
    ],
    chair: 'Иванов Сергей Петрович',
  },
  members: [{ full_name: 'Иванов Сергей Петрович' }, { full_name: 'Кузнецов Дмитрий Андреевич' }, { full_name: 'Попова Елена Викторовна' }],
  meetingDate: '2026-11-10',
  theme: 'Планёрка отдела закупок',
};

const better: Record<string, string> = {
  'Кузнецов Д.А. ну значит по октябрю закупили на 3 млн, это, всё по плану.': 'Кузнецов Д.А. доложил, что закупки за октябрь составили 3 млн и выполнены по плану.',
  'Попова Е.В.: надо бы поставщикам претензии, они 2 раза сорвали сроки.': 'Попова Е.В. предложила направить претензии поставщикам, 2 раза сорвавшим сроки.',
  'подготовить претензии поставщикам': 'Подготовить претензии поставщикам',
};
const SUMMARY = 'Подведены итоги закупок за октябрь; Кузнецову поручено подготовить претензии до 25.11.2026.';

/** A good model: the draft it was sent, reworded where it knows better words. */
function reword(draft: DraftForModel) {
  return {
    summary: SUMMARY,
    sections: draft.sections.map(({ title, text }) => ({ title, text: better[text] ?? text })),
    tasks: draft.tasks.map((task) => ({ ...task, essence: better[task.essence] ?? task.essence })),
  };
}

let server: TestServer;
let requests: { authorization?: string; body: any }[];
/** The model's answer to the draft it was sent: an object (sent as JSON), a string (sent as is), an HTTP status or a pause. */
let answer: (draft: DraftForModel) => object | string | { status: number } | { delayMs: number };

beforeAll(async () => {
  server = await startTestServer(async (request, response) => {
    if (request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse((await readBody(request)).toString());
    requests.push({ authorization: request.headers.authorization, body });
    const reply = answer(JSON.parse(body.messages[1].content));
    if (typeof reply === 'object' && 'status' in reply) {
      response.writeHead(reply.status).end('{"error":{"message":"overloaded"}}');
      return;
    }
    if (typeof reply === 'object' && 'delayMs' in reply) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    const content = typeof reply === 'string' ? reply : JSON.stringify(reply);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] }));
  });
});
afterAll(() => server.close());
beforeEach(() => {
  requests = [];
  answer = reword;
});

const config = (): LlmConfig => ({ url: server.url, model: 'qwen2.5-7b-instruct', apiKey: 'llm-key', timeoutMs: 5000 });
const values = (sections: { value: string }[]) => sections.map((s) => s.value);
const ruleValues = values(input.draft.sections);

describe('refineWithLlm', () => {
  it('sends the draft\'s structure with a JSON schema and takes the better wording', async () => {
    const result = await refineWithLlm(input, config());
    expect(requests).toHaveLength(1);
    const { authorization, body } = requests[0]!;
    expect(authorization).toBe('Bearer llm-key');
    expect(body.model).toBe('qwen2.5-7b-instruct');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.schema.required).toEqual(['summary', 'sections', 'tasks']);
    const sent: DraftForModel = JSON.parse(body.messages[1].content);
    expect(sent).toMatchObject({ meeting_date: '2026-11-10', chair: 'Иванов Сергей Петрович', theme: 'Планёрка отдела закупок' });
    expect(sent.members).toEqual(['Иванов Сергей Петрович', 'Кузнецов Дмитрий Андреевич', 'Попова Елена Викторовна']);
    expect(sent.sections.map((s) => s.title)).toEqual(['Повестка дня', 'Слушали', 'Выступили', 'Решили', 'Поручить']);
    expect(sent.tasks[0]).toEqual({ responsible_name: 'Кузнецов Дмитрий Андреевич', deadline: '2026-11-25', essence: 'подготовить претензии поставщикам' });

    expect(result).toMatchObject({ source: 'llm', kept: [], summary: SUMMARY });
    expect(result.sections.map(({ key, start }) => [key, start])).toEqual(input.draft.sections.map(({ key, start }) => [key, start]));
    expect(values(result.sections)).toEqual([
      ruleValues[0],
      'Кузнецов Д.А. доложил, что закупки за октябрь составили 3 млн и выполнены по плану.',
      'Попова Е.В. предложила направить претензии поставщикам, 2 раза сорвавшим сроки.',
      ruleValues[3],
      ruleValues[4],
    ]);
    expect(result.tasks).toEqual([{ ...input.draft.tasks[0]!, essence: 'Подготовить претензии поставщикам' }, input.draft.tasks[1]]);
  });

  it('accepts JSON wrapped in a Markdown fence', async () => {
    answer = (draft) => `\`\`\`json\n${JSON.stringify(reword(draft))}\n\`\`\``;
    expect(await refineWithLlm(input, config())).toMatchObject({ source: 'llm', kept: [] });
  });

  it.each([
    ['a section added', (d: DraftForModel) => ({ ...reword(d), sections: [...reword(d).sections, { title: 'Разное', text: 'Прочее.' }] })],
    ['a section dropped', (d: DraftForModel) => ({ ...reword(d), sections: reword(d).sections.slice(1) })],
    ['sections reordered', (d: DraftForModel) => ({ ...reword(d), sections: reword(d).sections.reverse() })],
    ['a section retitled', (d: DraftForModel) => ({ ...reword(d), sections: reword(d).sections.map((s) => (s.title === 'Решили' ? { ...s, title: 'Постановили' } : s)) })],
  ])('keeps the rule-based sections when the model changes their structure: %s', async (_name, changed) => {
    answer = changed;
    const result = await refineWithLlm(input, config());
    expect(result.sections).toEqual(input.draft.sections);
    expect(result.kept).toEqual(['sections: structure changed']);
    expect(result.tasks[0]!.essence).toBe('Подготовить претензии поставщикам');
  });

  it.each([
    ['a task added', (d: DraftForModel) => ({ ...reword(d), tasks: [...reword(d).tasks, { responsible_name: null, deadline: null, essence: 'Провести тендер' }] })],
    ['a task dropped', (d: DraftForModel) => ({ ...reword(d), tasks: reword(d).tasks.slice(0, 1) })],
  ])('keeps the rule-based tasks when the model changes their list: %s', async (_name, changed) => {
    answer = changed;
    const result = await refineWithLlm(input, config());
    expect(result.tasks).toEqual(input.draft.tasks);
    expect(result.kept).toEqual(['tasks: structure changed']);
  });

  it('keeps a task whose person or deadline the model changed, and takes the others', async () => {
    answer = (d) => ({
      ...reword(d),
      tasks: [{ ...reword(d).tasks[0]!, deadline: '2026-11-26' }, { ...d.tasks[1]!, responsible_name: 'Иванов Сергей Петрович', essence: 'Разместить извещение о тендере' }],
    });
    let result = await refineWithLlm(input, config());
    expect(result.tasks).toEqual(input.draft.tasks);
    expect(result.kept).toEqual(['task 1: person or deadline changed', 'task 2: person or deadline changed']);

    answer = (d) => ({ ...reword(d), tasks: [reword(d).tasks[0]!, { ...d.tasks[1]!, essence: 'Разместить извещение о тендере' }] });
    result = await refineWithLlm(input, config());
    expect(result.tasks.map((t) => t.essence)).toEqual(['Подготовить претензии поставщикам', 'Разместить извещение о тендере']);
  });

  it.each([
    ['a number changed', 'Кузнецов Д.А. доложил, что закупки за октябрь составили 4 млн.', 'section 2: a number lost'],
    ['a number dropped', 'Кузнецов Д.А. доложил, что закупки за октябрь выполнены по плану.', 'section 2: a number lost'],
    ['a date invented', 'Кузнецов Д.А. 01.11.2026 доложил, что закупки за октябрь составили 3 млн.', 'section 2: a number added'],
    ['the name dropped', 'Докладчик сообщил, что закупки за октябрь составили 3 млн и выполнены по плану.', 'section 2: a name lost'],
    ['the name changed', 'Козлов Д.А. доложил, что закупки за октябрь составили 3 млн и выполнены по плану.', 'section 2: a name lost'],
    ['a member named who was not', 'Кузнецов Д.А. доложил Иванову, что закупки за октябрь составили 3 млн.', 'section 2: a name added'],
    ['the text emptied', '', 'section 2: text removed'],
  ])('keeps the rule-based section on %s and takes the other sections', async (_name, text, reason) => {
    answer = (d) => ({ ...reword(d), sections: reword(d).sections.map((s) => (s.title === 'Слушали' ? { ...s, text } : s)) });
    const result = await refineWithLlm(input, config());
    expect(result.kept).toEqual([reason]);
    expect(result.sections[1]).toEqual(input.draft.sections[1]);
    expect(result.sections[2]!.value).toBe('Попова Е.В. предложила направить претензии поставщикам, 2 раза сорвавшим сроки.');
  });

  it('takes a surname in another case and keeps the initials\' surname', async () => {
    answer = (d) => ({
      ...reword(d),
      sections: d.sections.map((s) => (s.title === 'Поручить' ? { ...s, text: 'Кузнецову Д.А. поручено подготовить претензии поставщикам в срок до 25.11.2026.' } : s)),
    });
    const result = await refineWithLlm(input, config());
    expect(result.kept).toEqual([]);
    expect(result.sections[4]!.value).toBe('Кузнецову Д.А. поручено подготовить претензии поставщикам в срок до 25.11.2026.');
  });

  it('drops a summary with a number the draft does not hold', async () => {
    answer = (d) => ({ ...reword(d), summary: 'Закупки за октябрь составили 7 млн.' });
    const result = await refineWithLlm(input, config());
    expect(result.summary).toBeNull();
    expect(result.kept).toEqual(['summary: a number not in the draft']);
    expect(result.sections[1]!.value).toContain('доложил');
  });

  it.each([
    ['an answer outside the schema', () => ({ summary: 'x', sections: [], tasks: [{ essence: 'y', deadline: '25 ноября', responsible_name: null }] }), /^answer outside the schema at tasks\.0\.deadline$/],
    ['text that is not JSON', () => 'Вот протокол: Кузнецов доложил...', /^answer is not JSON$/],
    ['a server error', () => ({ status: 500 }), /^HTTP 500$/],
    ['an answer later than the time limit', () => ({ delayMs: 1500 }), /^timeout$/],
  ])('keeps the whole rule-based draft on %s, with a reason that holds no user text', async (_name, reply, reason) => {
    answer = reply;
    const result = await refineWithLlm(input, { ...config(), timeoutMs: 300 });
    expect(result).toMatchObject({ source: 'rules', summary: null, sections: input.draft.sections, tasks: input.draft.tasks });
    expect(result.kept).toHaveLength(1);
    expect(result.kept[0]).toMatch(reason);
  });

  it('keeps the rule-based draft when the server is unreachable, and asks nothing without LLM_URL', async () => {
    expect(await refineWithLlm(input, { ...config(), url: 'http://127.0.0.1:9' })).toMatchObject({ source: 'rules', sections: input.draft.sections, kept: ['server unreachable'] });
    expect(await refineWithLlm(input, null)).toEqual({ summary: null, sections: input.draft.sections, tasks: input.draft.tasks, source: 'rules', kept: [] });
    expect(requests).toEqual([]);
  });
});

describe('LLM settings of loadConfig', () => {
  const llmOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...env }).llm;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'llm-config-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is off without LLM_URL and validates the rest', () => {
    expect(llmOf({})).toBeNull();
    expect(llmOf({ LLM_URL: 'http://gpu:8000', LLM_MODEL: 'qwen' })).toEqual({ url: 'http://gpu:8000', model: 'qwen', apiKey: null, timeoutMs: 120_000 });
    expect(() => llmOf({ LLM_URL: 'http://gpu:8000' })).toThrow('LLM_MODEL: обязателен при LLM_URL');
    expect(() => llmOf({ LLM_URL: 'gpu', LLM_MODEL: 'q' })).toThrow('LLM_URL=«gpu»: ожидается адрес, начинающийся с http:// или https://');
    expect(() => llmOf({ LLM_URL: 'http://gpu:8000', LLM_MODEL: 'q', LLM_TIMEOUT_MS: '2 минуты' })).toThrow('LLM_TIMEOUT_MS=«2 минуты»');
  });
});
