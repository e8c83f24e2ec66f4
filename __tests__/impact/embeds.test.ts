// Pages that embed a changed file: the include directives of the documentation tools people use,
// the path read as written (relative parts, line ranges and regions dropped) and matched whole or
// as the end of a changed path — never by a bare file name that many files could have.
import { embeddedPath, embedsIn, embedsOf } from '../../src/impact/embeds.js';

describe('embedsOf', () => {
  it('reads the include directives of the common documentation tools', () => {
    const text = [
      '{* ../docs_src/app_dir/tutorial001_py310.py hl[12] *}',
      '{!../docs_src/first_steps/tutorial001.py!}',
      '--8<-- "examples/snippets/config.py:10:20"',
      "--8<-- 'scripts/setup.sh'",
      '<<< @/snippets/plugin.js{2-4}',
      '<<< ./parts/server.ts#setup',
      '{{#include ../src/lib.rs:main}}',
      '```ts file=./demo/app.ts',
      '```{literalinclude} ../../src/pkg/module.py',
    ].join('\n');
    expect([...embedsOf(text)].sort()).toEqual([
      'demo/app.ts',
      'docs_src/app_dir/tutorial001_py310.py',
      'docs_src/first_steps/tutorial001.py',
      'examples/snippets/config.py',
      'parts/server.ts',
      'scripts/setup.sh',
      'snippets/plugin.js',
      'src/lib.rs',
      'src/pkg/module.py',
    ]);
  });

  it('reads no pointer as an include: links, backticked paths and prose name a file, they do not embed it', () => {
    const text =
      'See [the app](../docs_src/app.py), `docs_src/app.py`, or run {{ config }} and <<<done>>>.\n' +
      'Run `tool --file=src/config.yml` to pick one.';
    expect([...embedsOf(text)]).toEqual([]);
    expect(embeddedPath('@/')).toBeNull();
    expect(embeddedPath('folder/without-extension')).toBeNull();
  });
});

describe('embedsIn', () => {
  const pages = [
    { slug: 'a', text: '{* docs_src/app.py *}' },
    { slug: 'b', text: '<<< @/snippets/x.js' },
    { slug: 'c', text: '--8<-- "x.js"' },
  ];

  it('matches the path whole, or as the end of a changed path of two segments or more', () => {
    const found = embedsIn(pages, ['docs_src/app.py', 'docs/snippets/x.js', 'lib/x.js']);
    expect([...found]).toEqual([
      ['a', ['docs_src/app.py']],
      ['b', ['docs/snippets/x.js']],
    ]);
    // A bare name is matched only by a root-level file of that name.
    expect([...embedsIn(pages, ['x.js'])]).toEqual([['c', ['x.js']]]);
    expect(embedsIn(pages, [])).toEqual(new Map());
  });
});
