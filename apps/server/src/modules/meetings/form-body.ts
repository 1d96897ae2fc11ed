import type { FastifyRequest } from 'fastify';

const bracketField = /^members\[(\d+)\]\[(\w+)\]$/;

/**
 * A multipart form cannot carry an array, so `members` arrives either as a JSON string or as
 * `members[0][member_id]`, `members[0][should_notify]`… fields. Both become the array the JSON body
 * would hold, before validation. `members` = '' or '[]' means "no members" (an empty list, not absent).
 */
export function membersFromForm(body: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const indexed = new Map<number, Record<string, unknown>>();
  for (const [key, value] of Object.entries(body)) {
    const match = bracketField.exec(key);
    if (!match) {
      result[key] = value;
      continue;
    }
    const index = Number(match[1]);
    const entry = indexed.get(index) ?? {};
    entry[match[2]!] = value;
    indexed.set(index, entry);
  }
  if (typeof result.members === 'string') {
    const text = result.members.trim();
    if (text === '') result.members = [];
    else {
      try {
        result.members = JSON.parse(text);
      } catch {
        // Left a string: validation answers that a list was expected.
      }
    }
  } else if (indexed.size > 0) {
    result.members = [...indexed.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
  }
  return result;
}

/** preValidation hook for the meeting routes: reshape multipart bodies, leave JSON alone. */
export async function normaliseMeetingForm(request: FastifyRequest): Promise<void> {
  if (request.isMultipart() && request.body && typeof request.body === 'object') {
    request.body = membersFromForm(request.body as Record<string, unknown>);
  }
}
