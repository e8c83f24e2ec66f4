// Tier 2 as a stage: triage with the prices from the config; warnings are returned, not pushed
// into a shared report. Loaded with `await import()` so the SDK stays off the Tier 1 skip path.
// Given the wiki the pipeline read, triage sees its map and facts computed from it (the pages
// covering a changed file, the pages mentioning what the diff removes, renames or changes);
// without one (no workspace) it judges from the merge and Tier 1's reason alone.
import { priceTable } from '../llm/pricing.js';
import type { Config } from '../config.js';
import type { MessagesClient } from '../llm/messages.js';
import type { ClassifiedFile, MergeInfo, Tier2Decision } from '../types.js';
import { withholdSecretPatches } from '../security/withhold.js';
import { secretPathMatcher } from '../tools/source.js';
import type { Page } from '../wiki/types.js';
import { GeneratedFiles } from '../paths/generated.js';
import { triage } from './triage.js';
import { triageMap } from './wiki-map.js';
import { triageFacts } from './facts.js';

export interface TriageInput {
  merge: MergeInfo;
  config: Config;
  client: MessagesClient;
  /** Tier 1's class of each file, keyed by the path as the merge spells it. */
  fileClasses: Map<string, ClassifiedFile['class']>;
  /** Tier 1's reason for letting the merge through. */
  tier1Reason?: string;
  /** The wiki at the branch head, when the pipeline read it (it has a workspace). */
  wiki?: { pages: readonly Page[] };
  /** Which files are generated, as the pipeline decided it; default: by ignore-paths. */
  generated?: GeneratedFiles;
}

export interface TriageResult {
  decision: Tier2Decision;
  warnings: string[];
}

export async function runTriage(input: TriageInput): Promise<TriageResult> {
  const warnings: string[] = [];
  const merge = withholdSecretPatches(input.merge, secretPathMatcher(input.config.secretPaths));
  const { wiki, tier1Reason } = input;
  // A page covering a generated file (an older version's stamp) is no sign the merge matters.
  const generated = input.generated ?? new GeneratedFiles(input.config.ignorePaths);
  const source = { ...merge, files: merge.files.filter((f) => generated.byPath(f.path) === null) };
  const decision = await triage(
    merge,
    input.config,
    {
      client: input.client,
      prices: priceTable(input.config.pricing),
      warn: (w) => warnings.push(w),
      fileClasses: input.fileClasses,
    },
    {
      ...(tier1Reason !== undefined ? { tier1Reason } : {}),
      generated,
      ...(wiki
        ? {
            map: triageMap(wiki.pages, input.config.headingsPerPage),
            facts: triageFacts(wiki.pages, source, (path) => {
              const c = input.fileClasses.get(path);
              return c === 'ignored' || c === 'out-of-scope' || c === 'wiki-only';
            }),
          }
        : {}),
    },
  );
  return { decision, warnings };
}
