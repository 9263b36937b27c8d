/** One-line explanations of why a server could not start listening. */
export function listenFailure(err: unknown, { port, host }: { port: number; host: string }, what = 'the server'): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `Port ${port} is already in use: choose another with --port N.`;
  if (code === 'EACCES') return `No permission to listen on port ${port}: use a port above 1023.`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return `Cannot listen on host ${host}: it is not an address of this machine.`;
  }
  return `Cannot start ${what}: ${errorMessage(err)}`;
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
