// What a test file opens (its database, its apps, its fake servers) is closed when that file ends,
// last opened first. Server test files share their worker's module cache (vitest `isolate: false`,
// decision 145), so nothing may outlive its file: a hook registered inside another hook is not
// reliably run, and these closers run from the file's root suite (tests/support/file-setup.ts).
const closers: (() => unknown)[] = [];

export function onFileEnd(close: () => unknown): void {
  closers.push(close);
}

export async function closeFileResources(): Promise<void> {
  const errors: unknown[] = [];
  for (let close = closers.pop(); close; close = closers.pop()) {
    try {
      await close();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, 'closing the test file’s resources failed');
}
