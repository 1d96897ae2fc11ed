import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The module boundary rule of eslint.config.js really fires (a resolver left out of the config once made such a
 * rule pass everything silently): code planted in a file's place is linted as if it were there.
 */
describe('server module boundaries', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const src = path.join(root, 'apps/server/src');
  let eslint: ESLint;

  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  async function violations(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(src, file) });
    return result!.messages
      .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
      .map((message) => message.message);
  }

  it('lets a module use another one through its index.ts, and its own files freely', async () => {
    const code = `import { presentProtocol } from '../protocols/index.ts';\nimport { taskColumns } from './presenter.ts';\nexport { presentProtocol, taskColumns };\n`;
    expect(await violations('modules/tasks/planted.ts', code)).toEqual([]);
  });

  it('refuses a module reaching into another one’s files', async () => {
    const code = `import { presentProtocol } from '../protocols/presenter.ts';\nexport { presentProtocol };\n`;
    expect(await violations('modules/tasks/planted.ts', code)).toEqual([
      expect.stringContaining('Another module is used only through its index.ts'),
    ]);
  });

  it('refuses a lower layer importing a module, even through its index.ts', async () => {
    const code = `import { usersModule } from '../modules/users/index.ts';\nexport { usersModule };\n`;
    for (const layer of ['http', 'db', 'mail', 'jobs', 'storage', 'lib', 'pipeline']) {
      expect(await violations(`${layer}/planted.ts`, code), layer).toEqual([expect.stringContaining('lower layers')]);
    }
  });

  it('refuses test helpers reaching into a module’s files', async () => {
    const code = `import { hhmm } from '../modules/meetings/invitations.ts';\nexport { hhmm };\n`;
    expect(await violations('test/planted.ts', code)).toEqual([expect.stringContaining('only through its index.ts')]);
  });
});
