#!/usr/bin/env node
// Runs the TypeScript CLI straight from the sources through tsx: no build step, so it works
// from a fresh clone after `npm install`, and through `npx wareport`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../cli/cli.ts');
await main(process.argv);
