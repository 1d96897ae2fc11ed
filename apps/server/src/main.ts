import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { bootstrapAdmin } from './modules/users/index.ts';

const config = loadConfig();
const app = await buildApp(config);
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
