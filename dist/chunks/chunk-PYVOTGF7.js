import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  threadComment
} from "./chunk-R3DR3US5.js";
import {
  ANSWER_MARKER_LINE
} from "./chunk-7KSQONPR.js";

// src/github/answer-comments.ts
var MAX_COMMENT_PAGES = 100;
async function listAnswerComments(client, repo, since, maxPages = MAX_COMMENT_PAGES) {
  const answers = [];
  let pages = 0;
  const listing = client.paginate.iterator(client.rest.issues.listCommentsForRepo, {
    ...repo,
    since,
    sort: "created",
    direction: "asc",
    per_page: 100
  });
  for await (const page of listing) {
    pages++;
    for (const c of page.data) {
      if (!ANSWER_MARKER_LINE.test(c.body ?? "")) continue;
      answers.push({
        ...threadComment(c),
        up: c.reactions?.["+1"] ?? 0,
        down: c.reactions?.["-1"] ?? 0
      });
    }
    if (pages >= maxPages)
      return { answers, pages, truncated: Boolean(page.headers.link?.includes('rel="next"')) };
  }
  return { answers, pages, truncated: false };
}

export {
  MAX_COMMENT_PAGES,
  listAnswerComments
};
//# sourceMappingURL=chunk-PYVOTGF7.js.map
