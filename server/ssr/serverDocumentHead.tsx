export * from '../../views/documentHead.tsx';

/** On the server the edge writes the head into the HTML itself (server/render.ts), so the component renders nothing. */
export function DocumentHead(_props: { route: unknown; params: Record<string, string> }) {
  return null;
}
