// What create_page and update_page share: the front-matter arguments (every parameter described)
// and the sentences about links and covers, said the same way by every tool and the prompt.
import * as z from '../zod.js';

const d = z.describe;

/** Which pages a link or a `related` slug may name; said the same way everywhere. */
export const LINK_RULE =
  'Link other pages as [[slug]] and list them in related only when they are in the wiki map or were created in this run; any other link is refused.';

/** How a written page's covers are recorded; said the same way by both write tools. */
export const COVERS_RULE =
  '"covers" names the files the page describes, each seen whole in this run or covered already. A covered file is re-stamped only when this run showed its whole change since the page\'s stamp, else it keeps its stamp; a new cover on a file not seen whole is refused, naming what to read next. Generated, ignored, secret and wiki files are never covered.';

/** Each page's budget, said the same way by both write tools. */
export const MAX_PAGES_RULE =
  'a write past it is refused and stops the run, which publishes only the pages already written';

/** What a write tool's definition varies with: the page types (an enum). */
export interface WriteParams {
  pageTypes: readonly string[];
}

export const pageType = ({ pageTypes }: WriteParams) =>
  z
    .enum(pageTypes as [string, ...string[]])
    .check(d('The page type (see Page types in the system prompt).'));

export const tags = z
  .array(z.string())
  .check(
    d(
      'Short lowercase tags. Reuse the tags in use (listed after the wiki map) before inventing one.',
    ),
  );

export const related = z
  .array(z.string())
  .check(
    d(
      'Slugs of pages on neighbouring topics, each in the wiki map or created in this run (for example the pages you link).',
    ),
  );

export const nonEmpty = () => z.string().check(z.minLength(1));

export const title = () => nonEmpty().check(d('The page title: the topic in a few words.'));

export const description = () =>
  nonEmpty().check(
    d(
      "One sentence saying what the page covers; it becomes the page's line in the wiki map, so keep it within description-chars.",
    ),
  );

/** What a write may newly cover: a file seen whole in this run. */
export const READ_IN_RUN = "every part read with read_source, or an added file's whole diff";

export const covers = (text: string) => z.optional(z.array(z.string())).check(d(text));

/** The page to change, exactly as the map lists it. */
export const pageToChange = () =>
  z.string().check(d('The page to change, exactly as the wiki map lists it, e.g. "api/tokens".'));
