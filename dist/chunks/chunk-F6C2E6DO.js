import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  _enum,
  _minLength,
  array,
  describe,
  optional,
  string
} from "./chunk-6LV7K3ZW.js";

// src/tools/page-fields.ts
var d = describe;
var LINK_RULE = "Link other pages as [[slug]] and list them in related only when they are in the wiki map or were created in this run; any other link is refused.";
var COVERS_RULE = '"covers" names the files the page describes, each read in this run or covered already; the tool stamps those you read at the merged commit (the others keep their stamp) and refuses any other, naming the fix. Generated, ignored and secret files and wiki files are never covered.';
var MAX_PAGES_RULE = "a write past it is refused and stops the run, which publishes only the pages already written";
var pageType = ({ pageTypes }) => _enum(pageTypes).check(d("The page type (see Page types in the system prompt)."));
var tags = array(string()).check(
  d(
    "Short lowercase tags. Reuse the tags in use (listed after the wiki map) before inventing one."
  )
);
var related = array(string()).check(
  d(
    "Slugs of pages on neighbouring topics, each in the wiki map or created in this run (for example the pages you link)."
  )
);
var nonEmpty = () => string().check(_minLength(1));
var title = () => nonEmpty().check(d("The page title: the topic in a few words."));
var description = () => nonEmpty().check(
  d(
    "One sentence saying what the page covers; it becomes the page's line in the wiki map, so keep it within description-chars."
  )
);
var READ_IN_RUN = "read_source, or a file whose diff the first message showed";
var covers = (text) => optional(array(string())).check(d(text));
var pageToChange = () => string().check(d('The page to change, exactly as the wiki map lists it, e.g. "api/tokens".'));

export {
  LINK_RULE,
  COVERS_RULE,
  MAX_PAGES_RULE,
  pageType,
  tags,
  related,
  nonEmpty,
  title,
  description,
  READ_IN_RUN,
  covers,
  pageToChange
};
//# sourceMappingURL=chunk-F6C2E6DO.js.map
