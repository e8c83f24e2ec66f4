// The action's entry point (action.yml's `main`): everything it does is src/main.ts's run().
import { run } from './main.js';

await run();
