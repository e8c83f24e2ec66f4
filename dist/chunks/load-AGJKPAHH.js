import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  WikiNotFoundError,
  WikiSymlinkError,
  assertPlainWikiRoot,
  errnoCode,
  loadRepoWiki,
  loadWiki,
  loadWikiMap,
  parseWiki,
  readBytes,
  readWikiFile,
  refusedPage
} from "./chunk-FHLLNFKR.js";
import "./chunk-F7UMMSZF.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import "./chunk-ALWFP5YV.js";
export {
  WikiNotFoundError,
  WikiSymlinkError,
  assertPlainWikiRoot,
  errnoCode,
  loadRepoWiki,
  loadWiki,
  loadWikiMap,
  parseWiki,
  readBytes,
  readWikiFile,
  refusedPage
};
//# sourceMappingURL=load-AGJKPAHH.js.map
