import { randomUUID } from 'node:crypto';
import { ADMIN } from './server.ts';

export type Role = 'admin' | 'manager' | 'secretary' | 'external';

export interface Account {
  id: number;
  email: string;
  password: string;
  role: Role;
  fullName: string;
}

export interface Envelope<T> {
  status: string;
  message: string;
  data: T;
  errors: Record<string, string[]>;
}

/** The HTTP API of a running server, used to prepare data so browser tests stay short. */
export class ApiClient {
  readonly baseUrl: string;
  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async call<T>(method: string, url: string, token: string | null, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  }

  private async ok<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
    const { status, body: envelope } = await this.call<T>(method, url, token, body);
    if (status < 200 || status > 299) {
      throw new Error(`${method} ${url} → ${status}: ${envelope.message} ${JSON.stringify(envelope.errors)}`);
    }
    return envelope.data;
  }

  async login(email: string, password: string): Promise<string> {
    const data = await this.ok<{ token: string }>('POST', '/api/login', null, { email, password });
    return data.token;
  }

  adminToken(): Promise<string> {
    return this.login(ADMIN.email, ADMIN.password);
  }

  me(token: string): Promise<{ id: number; role: Role; full_name: string; email: string; position: string | null }> {
    return this.ok('GET', '/api/me', token);
  }

  /** Creates a user with a password through POST /api/users as `creatorToken` (the admin when omitted). */
  async createUser(
    role: Role,
    fields: { full_name?: string; email?: string; password?: string; manager_id?: number; creatorToken?: string } = {},
  ): Promise<Account> {
    const token = fields.creatorToken ?? (await this.adminToken());
    const tag = randomUUID().slice(0, 8);
    const email = fields.email ?? `${role}-${tag}@e2e.test`;
    const password = fields.password ?? `pass-${tag}`;
    const fullName = fields.full_name ?? `${role} ${tag}`;
    const created = await this.ok<{ id: number }>('POST', '/api/users', token, {
      full_name: fullName,
      email,
      role,
      password,
      ...(fields.manager_id ? { manager_id: fields.manager_id } : {}),
    });
    return { id: created.id, email, password, role, fullName };
  }

  /** A secretary together with the manager she belongs to (an admin-created secretary needs one). */
  async createSecretary(fields: { full_name?: string } = {}): Promise<{ secretary: Account; manager: Account }> {
    const manager = await this.createUser('manager');
    const secretary = await this.createUser('secretary', { ...fields, manager_id: manager.id });
    return { secretary, manager };
  }

  async updateUser(token: string, id: number, body: Record<string, unknown>): Promise<void> {
    await this.ok('PUT', `/api/users/${id}`, token, body);
  }
}
