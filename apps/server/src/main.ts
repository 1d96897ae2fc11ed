import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { DatabaseUnreachableError } from './db/client.ts';
import { bootstrapAdmin } from './modules/users/index.ts';

const config = loadConfig();
const app = await buildApp(config).catch((error: unknown) => {
  // A database that never came is the operator's to fix: one line saying what and where, no stack trace.
  if (error instanceof DatabaseUnreachableError) {
    console.error(`Протоколист не запущен: ${error.message}`);
    process.exit(1);
  }
  throw error;
});
await bootstrapAdmin(app);
if (config.role === 'worker') {
  app.log.info('worker started');
} else {
  await app.listen({ port: config.port, host: config.host });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
