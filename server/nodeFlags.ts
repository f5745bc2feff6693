/**
 * Node's flags for the edge server's process (decision 108): semispaces of 8 MB and an old generation of at
 * most 256 MB. V8 sizes both by the machine's memory (64 MB semispaces on a 24 GB machine), so a server
 * rendering pages filled hundreds of MB with the garbage of finished renders before it collected them
 * (420 MB at 50 connections against ~100 MB alive; 230 MB with these). The old generation's bound is
 * over twice what the server holds with its caches full (~100 MB).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=256'];

/** The built edge server (`npm run build`, server/vite.config.ts). */
export const SERVER_ENTRY = 'dist/server/main.js';
