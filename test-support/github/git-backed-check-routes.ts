// Check runs of the git-backed fake GitHub, as the REST API keeps them: `POST /check-runs` needs
// a name and a head sha the repository has (422 otherwise), takes at most 50 annotations a
// request (422 past it), each on a path with a start and end line; `PATCH` adds the annotations
// of its output to the run's.
import type { FakeRequest } from './fake-github.js';
import type { CheckRunRecord, GitBackedHub } from './git-backed-records.js';
import { error, notFound, urlsFor } from './git-backed-shapes.js';

const R = '/repos/{owner}/{repo}';

type Output = { title?: string; summary?: string; annotations?: CheckRunRecord['annotations'] };

/** The output's annotations checked as GitHub checks them; a refusal, or null. */
function refused(output: Output | undefined) {
  const list = output?.annotations ?? [];
  if (output && (output.title === undefined || output.summary === undefined))
    return error(422, 'Invalid request.\n\n"title" and "summary" are required in output.');
  if (list.length > 50) return error(422, 'Only 50 annotations may be sent at a time.');
  for (const a of list)
    if (!a.path || !Number.isInteger(a.start_line) || !Number.isInteger(a.end_line) || !a.message)
      return error(
        422,
        'Invalid request.\n\nannotations need path, start_line, end_line, annotation_level and message.',
      );
  return null;
}

export function checkRoutes(hub: GitBackedHub): void {
  const json = (req: FakeRequest, c: CheckRunRecord) => {
    const u = urlsFor(req, hub.owner, hub.name);
    return {
      id: c.id,
      head_sha: c.headSha,
      node_id: `CR_${c.id}`,
      external_id: '',
      url: `${u.api}/check-runs/${c.id}`,
      html_url: `${u.html}/runs/${c.id}`,
      details_url: `${u.html}/runs/${c.id}`,
      status: c.status,
      conclusion: c.conclusion,
      started_at: new Date().toISOString(),
      completed_at: c.status === 'completed' ? new Date().toISOString() : null,
      output: {
        title: c.title,
        summary: c.summary,
        text: null,
        annotations_count: c.annotations.length,
        annotations_url: `${u.api}/check-runs/${c.id}/annotations`,
      },
      name: c.name,
      check_suite: { id: 1 },
      app: null,
      pull_requests: [],
    };
  };
  hub.router
    .on(`POST ${R}/check-runs`, async (req) => {
      const b = req.body as {
        name?: string;
        head_sha?: string;
        status?: string;
        conclusion?: string;
        output?: Output;
      };
      if (!b.name || !b.head_sha)
        return error(422, 'Invalid request.\n\n"name" and "head_sha" are required.');
      if (!(await hub.git.resolve(b.head_sha)))
        return error(422, 'No commit found for SHA: ' + b.head_sha);
      const bad = refused(b.output);
      if (bad) return bad;
      const run: CheckRunRecord = {
        id: hub.newId(),
        name: b.name,
        headSha: b.head_sha,
        status: b.status ?? 'queued',
        conclusion: b.conclusion ?? null,
        title: b.output?.title ?? null,
        summary: b.output?.summary ?? null,
        annotations: [...(b.output?.annotations ?? [])],
      };
      hub.checkRuns.push(run);
      return { status: 201, body: json(req, run) };
    })
    .on(`PATCH ${R}/check-runs/{check_run_id}`, (req) => {
      const run = hub.checkRuns.find((c) => c.id === Number(req.params.check_run_id));
      if (!run) return notFound();
      const b = req.body as { status?: string; conclusion?: string; output?: Output };
      const bad = refused(b.output);
      if (bad) return bad;
      if (b.status) run.status = b.status;
      if (b.conclusion) run.conclusion = b.conclusion;
      if (b.output) {
        run.title = b.output.title ?? run.title;
        run.summary = b.output.summary ?? run.summary;
        run.annotations.push(...(b.output.annotations ?? []));
      }
      return { body: json(req, run) };
    });
}
