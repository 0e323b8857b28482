/** The default of an injected actor: fails loudly until the app or a spec provides the real one. */
export function provideMe(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`provide me: ${name}`));
}
