/** Payload cleaning rule of the spec: empty strings become null, at any depth. */
export function cleanPayload<T>(value: T): T {
  if (typeof value === 'string') return (value === '' ? null : value) as T;
  if (Array.isArray(value)) return value.map(cleanPayload) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanPayload(v)])) as T;
  }
  return value;
}
