// The action's entry point (action.yml's `main`): everything it does is src/main.ts's run().
// Source maps are turned on first and the action loaded after, so a stack trace names src/ lines:
// node maps only the modules it loads once they are on.
process.setSourceMapsEnabled(true);
const { run } = await import('./main.js');
await run();
