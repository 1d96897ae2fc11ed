import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseSubtitles } from '../subtitles/parse-subtitles.ts';
import { suggestTasks } from '../tasks/suggest-tasks.ts';
import { readBody, startTestServer, type TestServer } from '../test-http-server.ts';
import { loadConfig } from '../../config.ts';
import type { LlmConfig } from './config.ts';
import { refineWithLlm, type RefineInput } from './refine.ts';

const shared = path.resolve(import.meta.dirname, '../../../../../../shared');
const segments = parseSubtitles(readFileSync(path.join(shared, 'meetings/zakupki/meeting.vtt'), 'utf8'));
const members = [
  { id: 11, full_name: 'Иванов Сергей Петрович' },
  { id: 12, full_name: 'Кузнецов Дмитрий Андреевич' },
  { id: 13, full_name: 'Попова Елена Викторовна' },
];
const input: RefineInput = {
  segments,
  members,
  meetingDate: '2026-11-10',
  theme: 'Планёрка отдела закупок',
  tasks: suggestTasks(segments, { members, meetingDate: '2026-11-10' }),
};

const goodAnswer = {
  summary: 'Подведены итоги закупок за октябрь и обсуждена подготовка к тендеру.',
  tasks: [
    { essence: 'Подготовить претензии поставщикам', responsible_name: 'Кузнецов Дмитрий Андреевич', deadline: '2026-11-25', quote: 'Поручить Кузнецову подготовить претензии поставщикам' },
    { essence: 'Разместить извещение о тендере', responsible_name: 'Поповой', deadline: '2026-12-01', quote: 'Поручить Поповой разместить извещение о тендере до первого декабря.' },
    { essence: 'Согласовать техническое задание с ИТ', responsible_name: null, deadline: null, quote: 'согласовать техническое задание с отделом информационных технологий' },
  ],
};

let server: TestServer;
let requests: { authorization?: string; body: any }[];
let reply: { status: number; content: string };

beforeAll(async () => {
  server = await startTestServer(async (request, response) => {
    if (request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    requests.push({ authorization: request.headers.authorization, body: JSON.parse((await readBody(request)).toString()) });
    if (reply.status !== 200) {
      response.writeHead(reply.status).end('{"error":{"message":"overloaded"}}');
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: reply.content } }] }));
  });
});
afterAll(() => server.close());
beforeEach(() => {
  requests = [];
  reply = { status: 200, content: JSON.stringify(goodAnswer) };
});

const config = (): LlmConfig => ({ url: server.url, model: 'qwen2.5-7b-instruct', apiKey: 'llm-key', timeoutMs: 5000 });

describe('refineWithLlm', () => {
  it('asks for a summary and tasks with a JSON schema and maps the answer to members and transcript', async () => {
    const result = await refineWithLlm(input, config());
    expect(requests).toHaveLength(1);
    const { authorization, body } = requests[0]!;
    expect(authorization).toBe('Bearer llm-key');
    expect(body.model).toBe('qwen2.5-7b-instruct');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.schema.required).toEqual(['summary', 'tasks']);
    expect(body.messages[1].content).toContain('Дата совещания: 2026-11-10');
    expect(body.messages[1].content).toContain('[00:34] Иванов Сергей Петрович: Решили: отчёт принять к сведению.');
    expect(result.source).toBe('llm');
    expect(result.summary).toBe(goodAnswer.summary);
    expect(result.tasks.map(({ source: _s, ...task }) => task)).toEqual([
      { essence: 'Подготовить претензии поставщикам', responsible_id: 12, responsible_name: 'Кузнецов Дмитрий Андреевич', deadline: '2026-11-25' },
      { essence: 'Разместить извещение о тендере', responsible_id: 13, responsible_name: 'Попова Елена Викторовна', deadline: '2026-12-01' },
      { essence: 'Согласовать техническое задание с ИТ', responsible_id: null, responsible_name: null, deadline: null },
    ]);
    expect(result.tasks[0]!.source).toEqual(input.tasks[0]!.source);
    expect(result.tasks[2]!.source.text).toBe('Постановили: согласовать техническое задание с отделом информационных технологий.');
  });

  it('accepts JSON wrapped in a Markdown fence', async () => {
    reply.content = `\`\`\`json\n${JSON.stringify(goodAnswer)}\n\`\`\``;
    expect((await refineWithLlm(input, config())).source).toBe('llm');
  });

  it.each([
    ['an answer outside the schema', { status: 200, content: JSON.stringify({ summary: 'x', tasks: [{ essence: 'y', deadline: '25 ноября' }] }) }],
    ['text that is not JSON', { status: 200, content: 'Вот протокол: ...' }],
    ['a server error', { status: 503, content: '' }],
  ])('keeps the rule-based tasks on %s', async (_name, answer) => {
    reply = answer;
    const result = await refineWithLlm(input, config());
    expect(result).toMatchObject({ source: 'rules', summary: null, tasks: input.tasks });
    expect(result.error).toBeTruthy();
  });

  it('keeps the rule-based tasks when the server is unreachable, and without a configured model', async () => {
    expect(await refineWithLlm(input, { ...config(), url: 'http://127.0.0.1:9' })).toMatchObject({ source: 'rules', tasks: input.tasks });
    expect(await refineWithLlm(input, null)).toEqual({ summary: null, tasks: input.tasks, source: 'rules' });
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
