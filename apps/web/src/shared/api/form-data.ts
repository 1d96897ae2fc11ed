/** Values of a form payload; `undefined` fields are left out, `null` is sent as an empty value. */
export type FormPayload = Record<string, string | number | boolean | Blob | null | undefined>;

export function toFormData(payload: FormPayload, method?: 'PUT' | 'PATCH' | 'DELETE'): FormData {
  const form = new FormData();
  if (method) form.append('_method', method);
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'boolean') form.append(key, value ? '1' : '0');
    else form.append(key, value === null ? '' : String(value));
  }
  return form;
}

export function hasFile(payload: FormPayload): boolean {
  return Object.values(payload).some((value) => value instanceof Blob);
}
