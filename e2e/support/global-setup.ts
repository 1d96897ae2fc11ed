import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { prepareDataTemplate } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Data directory every test file's server starts from (a copy of it). */
    dataTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const template = await prepareDataTemplate();
  project.provide('dataTemplate', template);
  return () => rmSync(template, { recursive: true, force: true });
}
