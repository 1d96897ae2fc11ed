import { reportConnectionLost, reportConnectionOk } from './connection';

export interface JsonRequest {
  url: string;
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** The bearer token, when there is one. */
  token?: string | null;
}

/**
 * One JSON request without RTK Query, for the sign-in page: /login must not load RTK Query (issue 16), whose
 * `fetchBaseQuery` the rest of the app sends through (base-query.ts). It sends and answers alike — the bearer
 * token, `Accept: application/json`, success for 2xx only, the connection state — and throws the error
 * `fetchBaseQuery` gives (`{ status, data }`, `FETCH_ERROR`, `PARSING_ERROR`), which `describeError` and
 * `serverFieldErrors` read (send-json.test.ts compares the two). No refresh on 401: it is for requests made
 * while signing in.
 */
export async function sendJson<T>({ url, method = 'GET', body, token }: JsonRequest, fetchFn: typeof fetch = fetch): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetchFn(new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  } catch (error) {
    reportConnectionLost();
    throw { status: 'FETCH_ERROR', error: String(error) };
  }
  reportConnectionOk();
  const text = await response.text();
  let data: unknown;
  try {
    data = text.length ? JSON.parse(text) : null;
  } catch (error) {
    throw { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: String(error) };
  }
  if (response.status < 200 || response.status > 299) throw { status: response.status, data };
  return data as T;
}
