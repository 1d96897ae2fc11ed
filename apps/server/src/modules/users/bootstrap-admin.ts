import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../auth/index.ts';

/** First start: create the admin from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated password printed once. */
export async function bootstrapAdmin(app: FastifyInstance): Promise<void> {
  const existing = await app.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing.length > 0) return;
  const email = (app.config.adminEmail ?? 'admin@example.com').toLowerCase();
  const password = app.config.adminPassword ?? randomBytes(9).toString('base64url');
  await app.db.insert(users).values({
    full_name: 'Администратор',
    email,
    role: 'admin',
    password_hash: await hashPassword(password),
  });
  if (app.config.adminPassword) {
    app.log.info({ email }, 'administrator account created');
  } else {
    // Printed once, on purpose, so the first sign-in is possible without reading the database.
    console.log(`\nСоздан администратор: ${email}\nПароль: ${password}\n(задайте ADMIN_EMAIL и ADMIN_PASSWORD, чтобы выбрать свои)\n`);
  }
}
