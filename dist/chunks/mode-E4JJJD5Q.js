import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ignoredFiles,
  impactOf
} from "./chunk-XVEUHYYS.js";
import {
  boundedScanNote,
  clearedComment,
  impactComment,
  impactMarker,
  markdownTies,
  pageUrl,
  plainTies,
  possiblyLine,
  tieText
} from "./chunk-DDGQQOIZ.js";
import "./chunk-OX4NBEDK.js";
import {
  canWrite
} from "./chunk-H5VR2RVW.js";
import {
  reportOutputs
} from "./chunk-ABGKKFY7.js";
import {
  renderSummary
} from "./chunk-N73S4EIW.js";
import "./chunk-LSIFOBXJ.js";
import {
  escapeHtml,
  safeUrl
} from "./chunk-73IPIAXZ.js";
import {
  sameAccount,
  tokenLogin
} from "./chunk-F5LXARE4.js";
import {
  wikiAt,
  wikiAtBranch
} from "./chunk-XMPSZJ4H.js";
import {
  inertText
} from "./chunk-KIKOELTJ.js";
import "./chunk-RSATWOFN.js";
import {
  readFileAt
} from "./chunk-6LAKJ6FF.js";
import "./chunk-HXD2XRL6.js";
import "./chunk-FHLLNFKR.js";
import "./chunk-6IAWMQK4.js";
import "./chunk-HWDMF6LP.js";
import "./chunk-HHAQAYEE.js";
import "./chunk-NODKGI5J.js";
import "./chunk-3J5JEACN.js";
import {
  totalTokens
} from "./chunk-2F6UNR7T.js";
import "./chunk-54RBGIXX.js";
import "./chunk-HAWVUYQF.js";
import "./chunk-NMZ44ZY4.js";
import "./chunk-F7UMMSZF.js";
import "./chunk-VQUICA6I.js";
import "./chunk-IJIACYQJ.js";
import "./chunk-VPRMEN3U.js";
import "./chunk-6IFOK4RH.js";
import "./chunk-566MBHHS.js";
import {
  coversIndexOf
} from "./chunk-XTY5E7BO.js";
import "./chunk-P2XLVFBX.js";
import {
  GeneratedFiles
} from "./chunk-VQK26BKB.js";
import "./chunk-J3MHHG2O.js";
import "./chunk-OT2HBKJ4.js";
import "./chunk-4IL4LHTE.js";
import "./chunk-7ZYO75DC.js";
import {
  saysBudgetStop
} from "./chunk-2G2WHUZ4.js";
import "./chunk-J2RP3FCU.js";
import "./chunk-FVUE7HD4.js";
import {
  money,
  usd
} from "./chunk-BY4U7PKS.js";
import "./chunk-VO5JNOXD.js";
import {
  pullRequestFiles
} from "./chunk-RQYDHA5V.js";
import "./chunk-W75CVDYS.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-ALWFP5YV.js";

// node_modules/p-try/index.js
var require_p_try = __commonJS({
  "node_modules/p-try/index.js"(exports, module) {
    "use strict";
    var pTry = (fn, ...arguments_) => new Promise((resolve) => {
      resolve(fn(...arguments_));
    });
    module.exports = pTry;
    module.exports.default = pTry;
  }
});

// node_modules/codeowners-utils/node_modules/p-limit/index.js
var require_p_limit = __commonJS({
  "node_modules/codeowners-utils/node_modules/p-limit/index.js"(exports, module) {
    "use strict";
    var pTry = require_p_try();
    var pLimit = (concurrency) => {
      if (!((Number.isInteger(concurrency) || concurrency === Infinity) && concurrency > 0)) {
        return Promise.reject(new TypeError("Expected `concurrency` to be a number from 1 and up"));
      }
      const queue = [];
      let activeCount = 0;
      const next = () => {
        activeCount--;
        if (queue.length > 0) {
          queue.shift()();
        }
      };
      const run = (fn, resolve, ...args) => {
        activeCount++;
        const result = pTry(fn, ...args);
        resolve(result);
        result.then(next, next);
      };
      const enqueue = (fn, resolve, ...args) => {
        if (activeCount < concurrency) {
          run(fn, resolve, ...args);
        } else {
          queue.push(run.bind(null, fn, resolve, ...args));
        }
      };
      const generator = (fn, ...args) => new Promise((resolve) => enqueue(fn, resolve, ...args));
      Object.defineProperties(generator, {
        activeCount: {
          get: () => activeCount
        },
        pendingCount: {
          get: () => queue.length
        },
        clearQueue: {
          value: () => {
            queue.length = 0;
          }
        }
      });
      return generator;
    };
    module.exports = pLimit;
    module.exports.default = pLimit;
  }
});

// node_modules/codeowners-utils/node_modules/p-locate/index.js
var require_p_locate = __commonJS({
  "node_modules/codeowners-utils/node_modules/p-locate/index.js"(exports, module) {
    "use strict";
    var pLimit = require_p_limit();
    var EndError = class extends Error {
      constructor(value) {
        super();
        this.value = value;
      }
    };
    var testElement = async (element, tester) => tester(await element);
    var finder = async (element) => {
      const values = await Promise.all(element);
      if (values[1] === true) {
        throw new EndError(values[0]);
      }
      return false;
    };
    var pLocate = async (iterable, tester, options) => {
      options = {
        concurrency: Infinity,
        preserveOrder: true,
        ...options
      };
      const limit = pLimit(options.concurrency);
      const items = [...iterable].map((element) => [element, limit(testElement, element, tester)]);
      const checkLimit = pLimit(options.preserveOrder ? 1 : Infinity);
      try {
        await Promise.all(items.map((element) => checkLimit(finder, element)));
      } catch (error) {
        if (error instanceof EndError) {
          return error.value;
        }
        throw error;
      }
    };
    module.exports = pLocate;
    module.exports.default = pLocate;
  }
});

// node_modules/codeowners-utils/node_modules/locate-path/index.js
var require_locate_path = __commonJS({
  "node_modules/codeowners-utils/node_modules/locate-path/index.js"(exports, module) {
    "use strict";
    var path = __require("path");
    var fs = __require("fs");
    var { promisify } = __require("util");
    var pLocate = require_p_locate();
    var fsStat = promisify(fs.stat);
    var fsLStat = promisify(fs.lstat);
    var typeMappings = {
      directory: "isDirectory",
      file: "isFile"
    };
    function checkType({ type }) {
      if (type in typeMappings) {
        return;
      }
      throw new Error(`Invalid type specified: ${type}`);
    }
    var matchType = (type, stat) => type === void 0 || stat[typeMappings[type]]();
    module.exports = async (paths, options) => {
      options = {
        cwd: process.cwd(),
        type: "file",
        allowSymlinks: true,
        ...options
      };
      checkType(options);
      const statFn = options.allowSymlinks ? fsStat : fsLStat;
      return pLocate(paths, async (path_) => {
        try {
          const stat = await statFn(path.resolve(options.cwd, path_));
          return matchType(options.type, stat);
        } catch (_) {
          return false;
        }
      }, options);
    };
    module.exports.sync = (paths, options) => {
      options = {
        cwd: process.cwd(),
        allowSymlinks: true,
        type: "file",
        ...options
      };
      checkType(options);
      const statFn = options.allowSymlinks ? fs.statSync : fs.lstatSync;
      for (const path_ of paths) {
        try {
          const stat = statFn(path.resolve(options.cwd, path_));
          if (matchType(options.type, stat)) {
            return path_;
          }
        } catch (_) {
        }
      }
    };
  }
});

// node_modules/path-exists/index.js
var require_path_exists = __commonJS({
  "node_modules/path-exists/index.js"(exports, module) {
    "use strict";
    var fs = __require("fs");
    var { promisify } = __require("util");
    var pAccess = promisify(fs.access);
    module.exports = async (path) => {
      try {
        await pAccess(path);
        return true;
      } catch (_) {
        return false;
      }
    };
    module.exports.sync = (path) => {
      try {
        fs.accessSync(path);
        return true;
      } catch (_) {
        return false;
      }
    };
  }
});

// node_modules/codeowners-utils/node_modules/find-up/index.js
var require_find_up = __commonJS({
  "node_modules/codeowners-utils/node_modules/find-up/index.js"(exports, module) {
    "use strict";
    var path = __require("path");
    var locatePath = require_locate_path();
    var pathExists = require_path_exists();
    var stop = /* @__PURE__ */ Symbol("findUp.stop");
    module.exports = async (name, options = {}) => {
      let directory = path.resolve(options.cwd || "");
      const { root } = path.parse(directory);
      const paths = [].concat(name);
      const runMatcher = async (locateOptions) => {
        if (typeof name !== "function") {
          return locatePath(paths, locateOptions);
        }
        const foundPath = await name(locateOptions.cwd);
        if (typeof foundPath === "string") {
          return locatePath([foundPath], locateOptions);
        }
        return foundPath;
      };
      while (true) {
        const foundPath = await runMatcher({ ...options, cwd: directory });
        if (foundPath === stop) {
          return;
        }
        if (foundPath) {
          return path.resolve(directory, foundPath);
        }
        if (directory === root) {
          return;
        }
        directory = path.dirname(directory);
      }
    };
    module.exports.sync = (name, options = {}) => {
      let directory = path.resolve(options.cwd || "");
      const { root } = path.parse(directory);
      const paths = [].concat(name);
      const runMatcher = (locateOptions) => {
        if (typeof name !== "function") {
          return locatePath.sync(paths, locateOptions);
        }
        const foundPath = name(locateOptions.cwd);
        if (typeof foundPath === "string") {
          return locatePath.sync([foundPath], locateOptions);
        }
        return foundPath;
      };
      while (true) {
        const foundPath = runMatcher({ ...options, cwd: directory });
        if (foundPath === stop) {
          return;
        }
        if (foundPath) {
          return path.resolve(directory, foundPath);
        }
        if (directory === root) {
          return;
        }
        directory = path.dirname(directory);
      }
    };
    module.exports.exists = pathExists;
    module.exports.sync.exists = pathExists.sync;
    module.exports.stop = stop;
  }
});

// node_modules/ignore/index.js
var require_ignore = __commonJS({
  "node_modules/ignore/index.js"(exports, module) {
    function makeArray(subject) {
      return Array.isArray(subject) ? subject : [subject];
    }
    var EMPTY = "";
    var SPACE = " ";
    var ESCAPE = "\\";
    var REGEX_TEST_BLANK_LINE = /^\s+$/;
    var REGEX_INVALID_TRAILING_BACKSLASH = /(?:[^\\]|^)\\$/;
    var REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/;
    var REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/;
    var REGEX_SPLITALL_CRLF = /\r?\n/g;
    var REGEX_TEST_INVALID_PATH = /^\.*\/|^\.+$/;
    var SLASH = "/";
    var TMP_KEY_IGNORE = "node-ignore";
    if (typeof Symbol !== "undefined") {
      TMP_KEY_IGNORE = /* @__PURE__ */ Symbol.for("node-ignore");
    }
    var KEY_IGNORE = TMP_KEY_IGNORE;
    var define = (object2, key, value) => Object.defineProperty(object2, key, { value });
    var REGEX_REGEXP_RANGE = /([0-z])-([0-z])/g;
    var RETURN_FALSE = () => false;
    var sanitizeRange = (range) => range.replace(
      REGEX_REGEXP_RANGE,
      (match, from, to) => from.charCodeAt(0) <= to.charCodeAt(0) ? match : EMPTY
    );
    var cleanRangeBackSlash = (slashes) => {
      const { length } = slashes;
      return slashes.slice(0, length - length % 2);
    };
    var REPLACERS = [
      [
        // remove BOM
        // TODO:
        // Other similar zero-width characters?
        /^\uFEFF/,
        () => EMPTY
      ],
      // > Trailing spaces are ignored unless they are quoted with backslash ("\")
      [
        // (a\ ) -> (a )
        // (a  ) -> (a)
        // (a ) -> (a)
        // (a \ ) -> (a  )
        /((?:\\\\)*?)(\\?\s+)$/,
        (_, m1, m2) => m1 + (m2.indexOf("\\") === 0 ? SPACE : EMPTY)
      ],
      // replace (\ ) with ' '
      // (\ ) -> ' '
      // (\\ ) -> '\\ '
      // (\\\ ) -> '\\ '
      [
        /(\\+?)\s/g,
        (_, m1) => {
          const { length } = m1;
          return m1.slice(0, length - length % 2) + SPACE;
        }
      ],
      // Escape metacharacters
      // which is written down by users but means special for regular expressions.
      // > There are 12 characters with special meanings:
      // > - the backslash \,
      // > - the caret ^,
      // > - the dollar sign $,
      // > - the period or dot .,
      // > - the vertical bar or pipe symbol |,
      // > - the question mark ?,
      // > - the asterisk or star *,
      // > - the plus sign +,
      // > - the opening parenthesis (,
      // > - the closing parenthesis ),
      // > - and the opening square bracket [,
      // > - the opening curly brace {,
      // > These special characters are often called "metacharacters".
      [
        /[\\$.|*+(){^]/g,
        (match) => `\\${match}`
      ],
      [
        // > a question mark (?) matches a single character
        /(?!\\)\?/g,
        () => "[^/]"
      ],
      // leading slash
      [
        // > A leading slash matches the beginning of the pathname.
        // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
        // A leading slash matches the beginning of the pathname
        /^\//,
        () => "^"
      ],
      // replace special metacharacter slash after the leading slash
      [
        /\//g,
        () => "\\/"
      ],
      [
        // > A leading "**" followed by a slash means match in all directories.
        // > For example, "**/foo" matches file or directory "foo" anywhere,
        // > the same as pattern "foo".
        // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
        // >   under directory "foo".
        // Notice that the '*'s have been replaced as '\\*'
        /^\^*\\\*\\\*\\\//,
        // '**/foo' <-> 'foo'
        () => "^(?:.*\\/)?"
      ],
      // starting
      [
        // there will be no leading '/'
        //   (which has been replaced by section "leading slash")
        // If starts with '**', adding a '^' to the regular expression also works
        /^(?=[^^])/,
        function startingReplacer() {
          return !/\/(?!$)/.test(this) ? "(?:^|\\/)" : "^";
        }
      ],
      // two globstars
      [
        // Use lookahead assertions so that we could match more than one `'/**'`
        /\\\/\\\*\\\*(?=\\\/|$)/g,
        // Zero, one or several directories
        // should not use '*', or it will be replaced by the next replacer
        // Check if it is not the last `'/**'`
        (_, index, str) => index + 6 < str.length ? "(?:\\/[^\\/]+)*" : "\\/.+"
      ],
      // normal intermediate wildcards
      [
        // Never replace escaped '*'
        // ignore rule '\*' will match the path '*'
        // 'abc.*/' -> go
        // 'abc.*'  -> skip this rule,
        //    coz trailing single wildcard will be handed by [trailing wildcard]
        /(^|[^\\]+)(\\\*)+(?=.+)/g,
        // '*.js' matches '.js'
        // '*.js' doesn't match 'abc'
        (_, p1, p2) => {
          const unescaped = p2.replace(/\\\*/g, "[^\\/]*");
          return p1 + unescaped;
        }
      ],
      [
        // unescape, revert step 3 except for back slash
        // For example, if a user escape a '\\*',
        // after step 3, the result will be '\\\\\\*'
        /\\\\\\(?=[$.|*+(){^])/g,
        () => ESCAPE
      ],
      [
        // '\\\\' -> '\\'
        /\\\\/g,
        () => ESCAPE
      ],
      [
        // > The range notation, e.g. [a-zA-Z],
        // > can be used to match one of the characters in a range.
        // `\` is escaped by step 3
        /(\\)?\[([^\]/]*?)(\\*)($|\])/g,
        (match, leadEscape, range, endEscape, close) => leadEscape === ESCAPE ? `\\[${range}${cleanRangeBackSlash(endEscape)}${close}` : close === "]" ? endEscape.length % 2 === 0 ? `[${sanitizeRange(range)}${endEscape}]` : "[]" : "[]"
      ],
      // ending
      [
        // 'js' will not match 'js.'
        // 'ab' will not match 'abc'
        /(?:[^*])$/,
        // WTF!
        // https://git-scm.com/docs/gitignore
        // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
        // which re-fixes #24, #38
        // > If there is a separator at the end of the pattern then the pattern
        // > will only match directories, otherwise the pattern can match both
        // > files and directories.
        // 'js*' will not match 'a.js'
        // 'js/' will not match 'a.js'
        // 'js' will match 'a.js' and 'a.js/'
        (match) => /\/$/.test(match) ? `${match}$` : `${match}(?=$|\\/$)`
      ],
      // trailing wildcard
      [
        /(\^|\\\/)?\\\*$/,
        (_, p1) => {
          const prefix = p1 ? `${p1}[^/]+` : "[^/]*";
          return `${prefix}(?=$|\\/$)`;
        }
      ]
    ];
    var regexCache = /* @__PURE__ */ Object.create(null);
    var makeRegex = (pattern, ignoreCase) => {
      let source = regexCache[pattern];
      if (!source) {
        source = REPLACERS.reduce(
          (prev, [matcher, replacer]) => prev.replace(matcher, replacer.bind(pattern)),
          pattern
        );
        regexCache[pattern] = source;
      }
      return ignoreCase ? new RegExp(source, "i") : new RegExp(source);
    };
    var isString = (subject) => typeof subject === "string";
    var checkPattern = (pattern) => pattern && isString(pattern) && !REGEX_TEST_BLANK_LINE.test(pattern) && !REGEX_INVALID_TRAILING_BACKSLASH.test(pattern) && pattern.indexOf("#") !== 0;
    var splitPattern = (pattern) => pattern.split(REGEX_SPLITALL_CRLF);
    var IgnoreRule = class {
      constructor(origin, pattern, negative, regex) {
        this.origin = origin;
        this.pattern = pattern;
        this.negative = negative;
        this.regex = regex;
      }
    };
    var createRule = (pattern, ignoreCase) => {
      const origin = pattern;
      let negative = false;
      if (pattern.indexOf("!") === 0) {
        negative = true;
        pattern = pattern.substr(1);
      }
      pattern = pattern.replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, "!").replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, "#");
      const regex = makeRegex(pattern, ignoreCase);
      return new IgnoreRule(
        origin,
        pattern,
        negative,
        regex
      );
    };
    var throwError = (message, Ctor) => {
      throw new Ctor(message);
    };
    var checkPath = (path, originalPath, doThrow) => {
      if (!isString(path)) {
        return doThrow(
          `path must be a string, but got \`${originalPath}\``,
          TypeError
        );
      }
      if (!path) {
        return doThrow(`path must not be empty`, TypeError);
      }
      if (checkPath.isNotRelative(path)) {
        const r = "`path.relative()`d";
        return doThrow(
          `path should be a ${r} string, but got "${originalPath}"`,
          RangeError
        );
      }
      return true;
    };
    var isNotRelative = (path) => REGEX_TEST_INVALID_PATH.test(path);
    checkPath.isNotRelative = isNotRelative;
    checkPath.convert = (p) => p;
    var Ignore = class {
      constructor({
        ignorecase = true,
        ignoreCase = ignorecase,
        allowRelativePaths = false
      } = {}) {
        define(this, KEY_IGNORE, true);
        this._rules = [];
        this._ignoreCase = ignoreCase;
        this._allowRelativePaths = allowRelativePaths;
        this._initCache();
      }
      _initCache() {
        this._ignoreCache = /* @__PURE__ */ Object.create(null);
        this._testCache = /* @__PURE__ */ Object.create(null);
      }
      _addPattern(pattern) {
        if (pattern && pattern[KEY_IGNORE]) {
          this._rules = this._rules.concat(pattern._rules);
          this._added = true;
          return;
        }
        if (checkPattern(pattern)) {
          const rule = createRule(pattern, this._ignoreCase);
          this._added = true;
          this._rules.push(rule);
        }
      }
      // @param {Array<string> | string | Ignore} pattern
      add(pattern) {
        this._added = false;
        makeArray(
          isString(pattern) ? splitPattern(pattern) : pattern
        ).forEach(this._addPattern, this);
        if (this._added) {
          this._initCache();
        }
        return this;
      }
      // legacy
      addPattern(pattern) {
        return this.add(pattern);
      }
      //          |           ignored : unignored
      // negative |   0:0   |   0:1   |   1:0   |   1:1
      // -------- | ------- | ------- | ------- | --------
      //     0    |  TEST   |  TEST   |  SKIP   |    X
      //     1    |  TESTIF |  SKIP   |  TEST   |    X
      // - SKIP: always skip
      // - TEST: always test
      // - TESTIF: only test if checkUnignored
      // - X: that never happen
      // @param {boolean} whether should check if the path is unignored,
      //   setting `checkUnignored` to `false` could reduce additional
      //   path matching.
      // @returns {TestResult} true if a file is ignored
      _testOne(path, checkUnignored) {
        let ignored = false;
        let unignored = false;
        this._rules.forEach((rule) => {
          const { negative } = rule;
          if (unignored === negative && ignored !== unignored || negative && !ignored && !unignored && !checkUnignored) {
            return;
          }
          const matched = rule.regex.test(path);
          if (matched) {
            ignored = !negative;
            unignored = negative;
          }
        });
        return {
          ignored,
          unignored
        };
      }
      // @returns {TestResult}
      _test(originalPath, cache, checkUnignored, slices) {
        const path = originalPath && checkPath.convert(originalPath);
        checkPath(
          path,
          originalPath,
          this._allowRelativePaths ? RETURN_FALSE : throwError
        );
        return this._t(path, cache, checkUnignored, slices);
      }
      _t(path, cache, checkUnignored, slices) {
        if (path in cache) {
          return cache[path];
        }
        if (!slices) {
          slices = path.split(SLASH);
        }
        slices.pop();
        if (!slices.length) {
          return cache[path] = this._testOne(path, checkUnignored);
        }
        const parent = this._t(
          slices.join(SLASH) + SLASH,
          cache,
          checkUnignored,
          slices
        );
        return cache[path] = parent.ignored ? parent : this._testOne(path, checkUnignored);
      }
      ignores(path) {
        return this._test(path, this._ignoreCache, false).ignored;
      }
      createFilter() {
        return (path) => !this.ignores(path);
      }
      filter(paths) {
        return makeArray(paths).filter(this.createFilter());
      }
      // @returns {TestResult}
      test(path) {
        return this._test(path, this._testCache, true);
      }
    };
    var factory = (options) => new Ignore(options);
    var isPathValid = (path) => checkPath(path && checkPath.convert(path), path, RETURN_FALSE);
    factory.isPathValid = isPathValid;
    factory.default = factory;
    module.exports = factory;
    if (
      // Detect `process` so that it can run in browsers.
      typeof process !== "undefined" && (process.env && process.env.IGNORE_TEST_WIN32 || process.platform === "win32")
    ) {
      const makePosix = (str) => /^\\\\\?\\/.test(str) || /["<>|\u0000-\u001F]+/u.test(str) ? str : str.replace(/\\/g, "/");
      checkPath.convert = makePosix;
      const REGIX_IS_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i;
      checkPath.isNotRelative = (path) => REGIX_IS_WINDOWS_PATH_ABSOLUTE.test(path) || isNotRelative(path);
    }
  }
});

// node_modules/isexe/windows.js
var require_windows = __commonJS({
  "node_modules/isexe/windows.js"(exports, module) {
    module.exports = isexe;
    isexe.sync = sync;
    var fs = __require("fs");
    function checkPathExt(path, options) {
      var pathext = options.pathExt !== void 0 ? options.pathExt : process.env.PATHEXT;
      if (!pathext) {
        return true;
      }
      pathext = pathext.split(";");
      if (pathext.indexOf("") !== -1) {
        return true;
      }
      for (var i = 0; i < pathext.length; i++) {
        var p = pathext[i].toLowerCase();
        if (p && path.substr(-p.length).toLowerCase() === p) {
          return true;
        }
      }
      return false;
    }
    function checkStat(stat, path, options) {
      if (!stat.isSymbolicLink() && !stat.isFile()) {
        return false;
      }
      return checkPathExt(path, options);
    }
    function isexe(path, options, cb) {
      fs.stat(path, function(er, stat) {
        cb(er, er ? false : checkStat(stat, path, options));
      });
    }
    function sync(path, options) {
      return checkStat(fs.statSync(path), path, options);
    }
  }
});

// node_modules/isexe/mode.js
var require_mode = __commonJS({
  "node_modules/isexe/mode.js"(exports, module) {
    module.exports = isexe;
    isexe.sync = sync;
    var fs = __require("fs");
    function isexe(path, options, cb) {
      fs.stat(path, function(er, stat) {
        cb(er, er ? false : checkStat(stat, options));
      });
    }
    function sync(path, options) {
      return checkStat(fs.statSync(path), options);
    }
    function checkStat(stat, options) {
      return stat.isFile() && checkMode(stat, options);
    }
    function checkMode(stat, options) {
      var mod = stat.mode;
      var uid = stat.uid;
      var gid = stat.gid;
      var myUid = options.uid !== void 0 ? options.uid : process.getuid && process.getuid();
      var myGid = options.gid !== void 0 ? options.gid : process.getgid && process.getgid();
      var u = parseInt("100", 8);
      var g = parseInt("010", 8);
      var o = parseInt("001", 8);
      var ug = u | g;
      var ret = mod & o || mod & g && gid === myGid || mod & u && uid === myUid || mod & ug && myUid === 0;
      return ret;
    }
  }
});

// node_modules/isexe/index.js
var require_isexe = __commonJS({
  "node_modules/isexe/index.js"(exports, module) {
    var fs = __require("fs");
    var core;
    if (process.platform === "win32" || global.TESTING_WINDOWS) {
      core = require_windows();
    } else {
      core = require_mode();
    }
    module.exports = isexe;
    isexe.sync = sync;
    function isexe(path, options, cb) {
      if (typeof options === "function") {
        cb = options;
        options = {};
      }
      if (!cb) {
        if (typeof Promise !== "function") {
          throw new TypeError("callback not provided");
        }
        return new Promise(function(resolve, reject) {
          isexe(path, options || {}, function(er, is) {
            if (er) {
              reject(er);
            } else {
              resolve(is);
            }
          });
        });
      }
      core(path, options || {}, function(er, is) {
        if (er) {
          if (er.code === "EACCES" || options && options.ignoreErrors) {
            er = null;
            is = false;
          }
        }
        cb(er, is);
      });
    }
    function sync(path, options) {
      try {
        return core.sync(path, options || {});
      } catch (er) {
        if (options && options.ignoreErrors || er.code === "EACCES") {
          return false;
        } else {
          throw er;
        }
      }
    }
  }
});

// node_modules/which/which.js
var require_which = __commonJS({
  "node_modules/which/which.js"(exports, module) {
    var isWindows = process.platform === "win32" || process.env.OSTYPE === "cygwin" || process.env.OSTYPE === "msys";
    var path = __require("path");
    var COLON = isWindows ? ";" : ":";
    var isexe = require_isexe();
    var getNotFoundError = (cmd) => Object.assign(new Error(`not found: ${cmd}`), { code: "ENOENT" });
    var getPathInfo = (cmd, opt) => {
      const colon = opt.colon || COLON;
      const pathEnv = cmd.match(/\//) || isWindows && cmd.match(/\\/) ? [""] : [
        // windows always checks the cwd first
        ...isWindows ? [process.cwd()] : [],
        ...(opt.path || process.env.PATH || /* istanbul ignore next: very unusual */
        "").split(colon)
      ];
      const pathExtExe = isWindows ? opt.pathExt || process.env.PATHEXT || ".EXE;.CMD;.BAT;.COM" : "";
      const pathExt = isWindows ? pathExtExe.split(colon) : [""];
      if (isWindows) {
        if (cmd.indexOf(".") !== -1 && pathExt[0] !== "")
          pathExt.unshift("");
      }
      return {
        pathEnv,
        pathExt,
        pathExtExe
      };
    };
    var which = (cmd, opt, cb) => {
      if (typeof opt === "function") {
        cb = opt;
        opt = {};
      }
      if (!opt)
        opt = {};
      const { pathEnv, pathExt, pathExtExe } = getPathInfo(cmd, opt);
      const found = [];
      const step = (i) => new Promise((resolve, reject) => {
        if (i === pathEnv.length)
          return opt.all && found.length ? resolve(found) : reject(getNotFoundError(cmd));
        const ppRaw = pathEnv[i];
        const pathPart = /^".*"$/.test(ppRaw) ? ppRaw.slice(1, -1) : ppRaw;
        const pCmd = path.join(pathPart, cmd);
        const p = !pathPart && /^\.[\\\/]/.test(cmd) ? cmd.slice(0, 2) + pCmd : pCmd;
        resolve(subStep(p, i, 0));
      });
      const subStep = (p, i, ii) => new Promise((resolve, reject) => {
        if (ii === pathExt.length)
          return resolve(step(i + 1));
        const ext = pathExt[ii];
        isexe(p + ext, { pathExt: pathExtExe }, (er, is) => {
          if (!er && is) {
            if (opt.all)
              found.push(p + ext);
            else
              return resolve(p + ext);
          }
          return resolve(subStep(p, i, ii + 1));
        });
      });
      return cb ? step(0).then((res) => cb(null, res), cb) : step(0);
    };
    var whichSync = (cmd, opt) => {
      opt = opt || {};
      const { pathEnv, pathExt, pathExtExe } = getPathInfo(cmd, opt);
      const found = [];
      for (let i = 0; i < pathEnv.length; i++) {
        const ppRaw = pathEnv[i];
        const pathPart = /^".*"$/.test(ppRaw) ? ppRaw.slice(1, -1) : ppRaw;
        const pCmd = path.join(pathPart, cmd);
        const p = !pathPart && /^\.[\\\/]/.test(cmd) ? cmd.slice(0, 2) + pCmd : pCmd;
        for (let j = 0; j < pathExt.length; j++) {
          const cur = p + pathExt[j];
          try {
            const is = isexe.sync(cur, { pathExt: pathExtExe });
            if (is) {
              if (opt.all)
                found.push(cur);
              else
                return cur;
            }
          } catch (ex) {
          }
        }
      }
      if (opt.all && found.length)
        return found;
      if (opt.nothrow)
        return null;
      throw getNotFoundError(cmd);
    };
    module.exports = which;
    which.sync = whichSync;
  }
});

// node_modules/path-key/index.js
var require_path_key = __commonJS({
  "node_modules/path-key/index.js"(exports, module) {
    "use strict";
    var pathKey = (options = {}) => {
      const environment = options.env || process.env;
      const platform = options.platform || process.platform;
      if (platform !== "win32") {
        return "PATH";
      }
      return Object.keys(environment).reverse().find((key) => key.toUpperCase() === "PATH") || "Path";
    };
    module.exports = pathKey;
    module.exports.default = pathKey;
  }
});

// node_modules/cross-spawn/lib/util/resolveCommand.js
var require_resolveCommand = __commonJS({
  "node_modules/cross-spawn/lib/util/resolveCommand.js"(exports, module) {
    "use strict";
    var path = __require("path");
    var which = require_which();
    var getPathKey = require_path_key();
    function getPathExt(env) {
      const key = Object.keys(env).find((name) => name.toUpperCase() === "PATHEXT");
      return key ? env[key] : void 0;
    }
    function resolveCommandAttempt(parsed, withoutPathExt) {
      const env = parsed.options.env || process.env;
      const cwd = process.cwd();
      const hasCustomCwd = parsed.options.cwd != null;
      const shouldSwitchCwd = hasCustomCwd && process.chdir !== void 0 && !process.chdir.disabled;
      if (shouldSwitchCwd) {
        try {
          process.chdir(parsed.options.cwd);
        } catch (err) {
        }
      }
      let resolved;
      try {
        resolved = which.sync(parsed.command, {
          path: env[getPathKey({ env })],
          pathExt: withoutPathExt ? path.delimiter : getPathExt(env)
        });
      } catch (e) {
      } finally {
        if (shouldSwitchCwd) {
          process.chdir(cwd);
        }
      }
      if (resolved) {
        resolved = path.resolve(hasCustomCwd ? parsed.options.cwd : "", resolved);
      }
      return resolved;
    }
    function resolveCommand(parsed) {
      return resolveCommandAttempt(parsed) || resolveCommandAttempt(parsed, true);
    }
    module.exports = resolveCommand;
  }
});

// node_modules/cross-spawn/lib/util/escape.js
var require_escape = __commonJS({
  "node_modules/cross-spawn/lib/util/escape.js"(exports, module) {
    "use strict";
    var metaCharsRegExp = /([()\][!^"`<>&|;, *?])/g;
    var lineBreakRegExp = /[\r\n]/;
    function assertNoLineBreaks(arg) {
      if (lineBreakRegExp.test(arg)) {
        throw new TypeError("The command and its arguments cannot contain line breaks when executed through cmd.exe");
      }
    }
    function escapePercent(arg) {
      return arg.replace(/%/g, "%%cd:~,%");
    }
    function quoteArgument(arg, escapedQuote) {
      let quoted = '"';
      let backslashes = 0;
      for (const char of arg) {
        if (char === "\\") {
          backslashes += 1;
          continue;
        }
        if (char === '"') {
          quoted += "\\".repeat(backslashes * 2) + escapedQuote;
        } else {
          quoted += "\\".repeat(backslashes) + char;
        }
        backslashes = 0;
      }
      return `${quoted}${"\\".repeat(backslashes * 2)}"`;
    }
    function escapeCommand(arg) {
      assertNoLineBreaks(arg);
      return `"${escapePercent(arg)}"`;
    }
    function escapeArgument(arg) {
      arg = `${arg}`;
      assertNoLineBreaks(arg);
      arg = quoteArgument(arg, '\\"');
      arg = escapePercent(arg.replace(metaCharsRegExp, "^$1"));
      return arg;
    }
    function escapeBatchCommand(arg) {
      assertNoLineBreaks(arg);
      return `"${escapePercent(arg)}"`;
    }
    function escapeBatchArgument(arg) {
      arg = `${arg}`;
      assertNoLineBreaks(arg);
      return escapePercent(quoteArgument(arg, '""'));
    }
    module.exports.command = escapeCommand;
    module.exports.argument = escapeArgument;
    module.exports.batchCommand = escapeBatchCommand;
    module.exports.batchArgument = escapeBatchArgument;
  }
});

// node_modules/shebang-regex/index.js
var require_shebang_regex = __commonJS({
  "node_modules/shebang-regex/index.js"(exports, module) {
    "use strict";
    module.exports = /^#!(.*)/;
  }
});

// node_modules/shebang-command/index.js
var require_shebang_command = __commonJS({
  "node_modules/shebang-command/index.js"(exports, module) {
    "use strict";
    var shebangRegex = require_shebang_regex();
    module.exports = (string = "") => {
      const match = string.match(shebangRegex);
      if (!match) {
        return null;
      }
      const [path, argument] = match[0].replace(/#! ?/, "").split(" ");
      const binary = path.split("/").pop();
      if (binary === "env") {
        return argument;
      }
      return argument ? `${binary} ${argument}` : binary;
    };
  }
});

// node_modules/cross-spawn/lib/util/readShebang.js
var require_readShebang = __commonJS({
  "node_modules/cross-spawn/lib/util/readShebang.js"(exports, module) {
    "use strict";
    var fs = __require("fs");
    var shebangCommand = require_shebang_command();
    function readShebang(command) {
      const size = 150;
      const buffer = Buffer.alloc(size);
      let fd;
      try {
        fd = fs.openSync(command, "r");
        fs.readSync(fd, buffer, 0, size, 0);
      } catch (e) {
      } finally {
        if (fd !== void 0) {
          try {
            fs.closeSync(fd);
          } catch (e) {
          }
        }
      }
      return shebangCommand(buffer.toString());
    }
    module.exports = readShebang;
  }
});

// node_modules/cross-spawn/lib/parse.js
var require_parse = __commonJS({
  "node_modules/cross-spawn/lib/parse.js"(exports, module) {
    "use strict";
    var path = __require("path");
    var resolveCommand = require_resolveCommand();
    var escape = require_escape();
    var readShebang = require_readShebang();
    var isWin = process.platform === "win32";
    var isExecutableRegExp = /\.(?:com|exe)$/i;
    var isBatchFileRegExp = /\.(?:bat|cmd)$/i;
    var trailingDotsAndSpacesRegExp = /[.\s]+$/;
    function detectShebang(parsed) {
      parsed.file = resolveCommand(parsed);
      const shebang = parsed.file && readShebang(parsed.file);
      if (shebang) {
        parsed.args.unshift(parsed.file);
        parsed.command = shebang;
        return resolveCommand(parsed);
      }
      return parsed.file;
    }
    function isBatchFile(parsed, commandFile) {
      if (commandFile) {
        return isBatchFileRegExp.test(commandFile.replace(trailingDotsAndSpacesRegExp, ""));
      }
      const command = parsed.command.replace(trailingDotsAndSpacesRegExp, "");
      const file = command !== parsed.command ? resolveCommand(Object.assign({}, parsed, { command })) : null;
      return isBatchFileRegExp.test(file || command);
    }
    function parseNonShell(parsed) {
      if (!isWin) {
        return parsed;
      }
      parsed.command = parsed.command.replace(/"/g, "");
      const commandFile = detectShebang(parsed);
      const needsShell = !isExecutableRegExp.test(commandFile);
      if (parsed.options.forceShell || needsShell) {
        parsed.command = path.normalize(parsed.command);
        if (isBatchFile(parsed, commandFile)) {
          parsed.command = escape.batchCommand(commandFile ? path.normalize(commandFile) : parsed.command);
          parsed.args = parsed.args.map((arg) => escape.batchArgument(arg));
        } else {
          parsed.command = escape.command(parsed.command);
          parsed.args = parsed.args.map((arg) => escape.argument(arg));
        }
        const shellCommand = [parsed.command].concat(parsed.args).join(" ");
        parsed.args = ["/d", "/e:on", "/v:off", "/s", "/c", `"${shellCommand}"`];
        parsed.command = process.env.comspec || "cmd.exe";
        parsed.options.windowsVerbatimArguments = true;
      }
      return parsed;
    }
    function parse2(command, args, options) {
      if (args && !Array.isArray(args)) {
        options = args;
        args = null;
      }
      args = args ? args.slice(0) : [];
      options = Object.assign({}, options);
      const parsed = {
        command,
        args,
        options,
        file: void 0,
        original: {
          command,
          args
        }
      };
      return options.shell ? parsed : parseNonShell(parsed);
    }
    module.exports = parse2;
  }
});

// node_modules/cross-spawn/lib/enoent.js
var require_enoent = __commonJS({
  "node_modules/cross-spawn/lib/enoent.js"(exports, module) {
    "use strict";
    var isWin = process.platform === "win32";
    function notFoundError(original, syscall) {
      return Object.assign(new Error(`${syscall} ${original.command} ENOENT`), {
        code: "ENOENT",
        errno: "ENOENT",
        syscall: `${syscall} ${original.command}`,
        path: original.command,
        spawnargs: original.args
      });
    }
    function hookChildProcess(cp, parsed) {
      if (!isWin) {
        return;
      }
      const originalEmit = cp.emit;
      cp.emit = function(name, arg1) {
        if (name === "exit") {
          const err = verifyENOENT(arg1, parsed);
          if (err) {
            return originalEmit.call(cp, "error", err);
          }
        }
        return originalEmit.apply(cp, arguments);
      };
    }
    function verifyENOENT(status, parsed) {
      if (isWin && status === 1 && !parsed.file) {
        return notFoundError(parsed.original, "spawn");
      }
      return null;
    }
    function verifyENOENTSync(status, parsed) {
      if (isWin && status === 1 && !parsed.file) {
        return notFoundError(parsed.original, "spawnSync");
      }
      return null;
    }
    module.exports = {
      hookChildProcess,
      verifyENOENT,
      verifyENOENTSync,
      notFoundError
    };
  }
});

// node_modules/cross-spawn/index.js
var require_cross_spawn = __commonJS({
  "node_modules/cross-spawn/index.js"(exports, module) {
    "use strict";
    var cp = __require("child_process");
    var parse2 = require_parse();
    var enoent = require_enoent();
    function spawn(command, args, options) {
      const parsed = parse2(command, args, options);
      const spawned = cp.spawn(parsed.command, parsed.args, parsed.options);
      enoent.hookChildProcess(spawned, parsed);
      return spawned;
    }
    function spawnSync(command, args, options) {
      const parsed = parse2(command, args, options);
      const result = cp.spawnSync(parsed.command, parsed.args, parsed.options);
      result.error = result.error || enoent.verifyENOENTSync(result.status, parsed);
      return result;
    }
    module.exports = spawn;
    module.exports.spawn = spawn;
    module.exports.sync = spawnSync;
    module.exports._parse = parse2;
    module.exports._enoent = enoent;
  }
});

// node_modules/codeowners-utils/dist/codeowners-utils.js
var require_codeowners_utils = __commonJS({
  "node_modules/codeowners-utils/dist/codeowners-utils.js"(exports) {
    "use strict";
    var __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { "default": mod };
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    var find_up_1 = __importDefault(require_find_up());
    var locate_path_1 = __importDefault(require_locate_path());
    var path_1 = __importDefault(__require("path"));
    var fs_1 = __importDefault(__require("fs"));
    var util_1 = __importDefault(__require("util"));
    var ignore_1 = __importDefault(require_ignore());
    var cross_spawn_1 = __importDefault(require_cross_spawn());
    var readFile = util_1.default.promisify(fs_1.default.readFile);
    function parse2(str) {
      let entries = [];
      let lines = str.split("\n");
      for (let line of lines) {
        let [content, comment] = line.split("#");
        let trimmed = content.trim();
        if (trimmed === "")
          continue;
        let [pattern, ...owners] = trimmed.split(/\s+/);
        entries.push({ pattern, owners });
      }
      return entries.reverse();
    }
    exports.parse = parse2;
    exports.CODEOWNERS_PATHS = [
      ".github/CODEOWNERS",
      "docs/CODEOWNERS",
      "CODEOWNERS"
    ];
    async function findOwnersPath(cwd) {
      let git = await find_up_1.default(".git/", { cwd, type: "directory" });
      if (!git)
        return null;
      let root = path_1.default.dirname(git);
      let paths = exports.CODEOWNERS_PATHS.map((part) => path_1.default.join(root, part));
      let codeowners = await locate_path_1.default(paths, { cwd });
      return codeowners || null;
    }
    exports.findOwnersPath = findOwnersPath;
    async function loadOwners(cwd) {
      let file = await findOwnersPath(cwd);
      if (!file)
        return null;
      let contents = await readFile(file, "utf-8");
      let entries = parse2(contents);
      return entries;
    }
    exports.loadOwners = loadOwners;
    function matchPattern(filename, pattern) {
      return ignore_1.default().add(pattern).ignores(filename);
    }
    exports.matchPattern = matchPattern;
    function matchFile2(filename, entries) {
      for (let entry of entries) {
        if (matchPattern(filename, entry.pattern)) {
          return entry;
        }
      }
      return null;
    }
    exports.matchFile = matchFile2;
    function filterUnmatchedFiles(files, entries) {
      return files.filter((file) => !matchFile2(file, entries));
    }
    exports.filterUnmatchedFiles = filterUnmatchedFiles;
    function spawn(cmd, args, opts, onData) {
      return new Promise((resolve, reject) => {
        let proc = cross_spawn_1.default(cmd, args, opts);
        proc.stdout.on("data", onData);
        proc.on("error", reject);
        proc.on("close", (code2) => {
          if (code2 !== 0) {
            reject(new Error(`"${cmd} ${args.join(" ")}" exited with non-zero exit code: ${code2}`));
          } else {
            resolve();
          }
        });
      });
    }
    async function lsFiles(cwd, onFiles) {
      await spawn("git", ["ls-files", "--others", "--exclude-standard"], { cwd, stdio: ["ignore", "pipe", "inherit"] }, (data) => {
        let files = data.toString().trim().split("\n");
        onFiles(files);
      });
    }
    async function findUnmatchedFilesFromEntries(entries, cwd) {
      let unmatched = [];
      await lsFiles(cwd, (files) => {
        unmatched = unmatched.concat(filterUnmatchedFiles(files, entries));
      });
      return unmatched;
    }
    exports.findUnmatchedFilesFromEntries = findUnmatchedFilesFromEntries;
    async function findUnmatchedFiles(cwd) {
      let entries = await loadOwners(cwd);
      if (!entries)
        return null;
      let unmatched = await findUnmatchedFilesFromEntries(entries, cwd);
      return unmatched;
    }
    exports.findUnmatchedFiles = findUnmatchedFiles;
  }
});

// src/github/pull-impact.ts
function countCalls(client) {
  let n = 0;
  client.hook.before("request", () => {
    n++;
  });
  return () => n;
}
async function findStickyComment(client, repo, number, marker) {
  const comments = await client.paginate(client.rest.issues.listComments, {
    ...repo,
    issue_number: number,
    per_page: 100
  });
  const marked = comments.filter((c2) => (c2.body ?? "").startsWith(marker));
  if (marked.length === 0) return null;
  const login = await tokenLogin(client);
  const c = marked.find((m) => sameAccount(m.user?.login ?? "", login, m.user?.type));
  return c ? { id: c.id, body: c.body ?? "", url: c.html_url } : null;
}
var sticky = (data, body) => ({ id: data.id, body: data.body ?? body, url: data.html_url });
var createComment = async (client, repo, number, body) => sticky(
  (await client.rest.issues.createComment({ ...repo, issue_number: number, body })).data,
  body
);
var editComment = async (client, repo, id, body) => sticky((await client.rest.issues.updateComment({ ...repo, comment_id: id, body })).data, body);
async function requestedReviewers(client, repo, number) {
  const { data } = await client.rest.pulls.listRequestedReviewers({ ...repo, pull_number: number });
  return { users: data.users.map((u) => u.login), teams: data.teams.map((t) => t.slug) };
}
async function requestReviewers(client, repo, number, ask) {
  await client.rest.pulls.requestReviewers({
    ...repo,
    pull_number: number,
    reviewers: ask.users,
    team_reviewers: ask.teams
  });
}
var CODEOWNERS = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"];
async function readCodeOwners(client, repo, ref) {
  for (const path of CODEOWNERS) {
    const file = await readFileAt(client, repo, path, ref);
    if (file.kind === "file") return { path, text: file.bytes.toString("utf8") };
  }
  return null;
}
var ANNOTATIONS_PER_CALL = 50;
async function createCheckRun(client, repo, run) {
  const batches = [];
  for (let i = 0; i < run.annotations.length; i += ANNOTATIONS_PER_CALL)
    batches.push(run.annotations.slice(i, i + ANNOTATIONS_PER_CALL));
  const output = (annotations = []) => ({
    title: run.title,
    summary: run.summary,
    annotations
  });
  const { data } = await client.rest.checks.create({
    ...repo,
    name: run.name,
    head_sha: run.headSha,
    status: "completed",
    conclusion: run.conclusion,
    output: output(batches[0])
  });
  for (const batch of batches.slice(1))
    await client.rest.checks.update({ ...repo, check_run_id: data.id, output: output(batch) });
  return data.html_url ?? "";
}

// src/impact/annotations.ts
var HUNK = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/m;
function firstLines(patch) {
  const m = patch ? HUNK.exec(patch) : null;
  const start = Math.max(1, Number(m?.[1] ?? 1));
  return { start, end: start + Math.max(0, Number(m?.[2] ?? 1) - 1) };
}
function annotationsOf(pages, files) {
  const byFile = /* @__PURE__ */ new Map();
  for (const p of pages)
    for (const t of p.ties) {
      const list = byFile.get(t.file) ?? [];
      if (!list.includes(p.slug)) list.push(p.slug);
      byFile.set(t.file, list);
    }
  const out = [];
  for (const f of files) {
    const slugs = byFile.get(f.path);
    if (!slugs || f.status === "removed") continue;
    const { start, end } = firstLines(f.patch);
    const tied = pages.filter((p) => slugs.includes(p.slug));
    out.push({
      path: f.path,
      start_line: start,
      end_line: end,
      annotation_level: "notice",
      title: `${slugs.length} wiki page${slugs.length === 1 ? "" : "s"} may go stale`,
      message: tied.map(plainTies).join("\n").slice(0, 6e4)
    });
  }
  return out;
}

// src/impact/event.ts
var IMPACT_ACTIONS = ["opened", "synchronize", "reopened", "ready_for_review"];
var text = (v) => typeof v === "string" ? v : "";
var object = (v) => typeof v === "object" && v !== null && !Array.isArray(v) ? v : {};
function impactEvent(eventName, payload, repository) {
  if (eventName !== "pull_request" && eventName !== "pull_request_target")
    return {
      none: `mode: impact runs on pull_request events (opened, synchronize, reopened, ready_for_review); this run is a ${eventName || "run without an event"}. Run it from a workflow "on: pull_request" (docs/impact.md).`
    };
  const p = object(payload);
  const pr = object(p.pull_request);
  const action = text(p.action);
  const number = pr.number;
  if (typeof number !== "number")
    return { none: "The pull_request event has no pull request number." };
  if (!IMPACT_ACTIONS.includes(action))
    return {
      none: `Pull request #${number} was ${action || "updated"}; mode: impact runs when one is ${IMPACT_ACTIONS.join(", ")}.`
    };
  const base = object(pr.base);
  const head = object(pr.head);
  const headRepo = text(object(head.repo).full_name);
  return {
    number,
    action,
    author: text(object(pr.user).login),
    baseRef: text(base.ref),
    headSha: text(head.sha),
    // A deleted fork has no head repository: still not this one.
    fork: headRepo.toLowerCase() !== repository.toLowerCase(),
    target: eventName === "pull_request_target",
    association: text(pr.author_association),
    draft: pr.draft === true,
    title: text(pr.title),
    body: text(pr.body),
    url: text(pr.html_url),
    baseSha: text(base.sha)
  };
}

// src/impact/owners.ts
var import_codeowners_utils = __toESM(require_codeowners_utils(), 1);
var MAX_REVIEWERS = 3;
function reviewersFor(codeowners, paths, org, skip) {
  const entries = (0, import_codeowners_utils.parse)(codeowners);
  const seen = /* @__PURE__ */ new Set();
  const out = { users: [], teams: [] };
  const lower = (s) => s.toLowerCase();
  const skipUsers = new Set([skip.author, ...skip.users].map(lower));
  const skipTeams = new Set(skip.teams.map(lower));
  for (const path of paths)
    for (const owner of (0, import_codeowners_utils.matchFile)(path, entries)?.owners ?? []) {
      if (out.users.length + out.teams.length >= MAX_REVIEWERS) return out;
      if (!owner.startsWith("@") || seen.has(lower(owner))) continue;
      seen.add(lower(owner));
      const [who, team] = owner.slice(1).split("/");
      if (team === void 0) {
        if (!skipUsers.has(lower(who))) out.users.push(who);
      } else if (lower(who) === lower(org) && !skipTeams.has(lower(team))) out.teams.push(team);
    }
  return out;
}

// src/impact/preview.ts
function previewRefusal(ev, defaultBranch, impacted) {
  if (ev.target)
    return `impact-preview does not run on pull_request_target: that run holds a write token and the secrets while the preview would read the pull request's head. Run mode: impact with impact-preview from a workflow "on: pull_request" (docs/impact.md).`;
  if (ev.fork)
    return `Pull request #${ev.number} comes from a fork: its head is untrusted and its run gets no secrets, so no preview.`;
  if (ev.draft)
    return `Pull request #${ev.number} is a draft: the preview runs once it is ready for review.`;
  if (ev.baseRef && ev.baseRef !== defaultBranch)
    return `Pull request #${ev.number} targets ${ev.baseRef}, not the default branch ${defaultBranch}: the wiki is updated on merges to ${defaultBranch} only, so no preview.`;
  if (impacted === 0) return "No page is impacted, so no preview was paid for.";
  return null;
}
async function writerRefusal(client, repo, ev) {
  if (!ev.author) return `Pull request #${ev.number} names no author, so no preview.`;
  if (await canWrite(client, repo, ev.author)) return null;
  return `The author of pull request #${ev.number} has no write access to ${repo.owner}/${repo.repo}: only writers' pull requests are previewed (a model is paid for them).`;
}
function previewMerge(ev, files) {
  return {
    title: ev.title,
    ...ev.body ? { body: ev.body } : {},
    ...ev.author ? { author: ev.author } : {},
    pr: ev.number,
    ...ev.url ? { url: ev.url } : {},
    ...ev.headSha ? { sha: ev.headSha } : {},
    ...ev.baseSha ? { base_sha: ev.baseSha } : {},
    files: [...files]
  };
}

// src/impact/preview-render.ts
var PREVIEW_MAX_FILES = 10;
var PREVIEW_FILE_CHARS = 6e3;
var PREVIEW_CHARS = 3e4;
var ZWSP = "\u200B";
var inertHtml = (s) => escapeHtml(s).replace(/@/g, `@${ZWSP}`).replace(/#(?=\d)/g, `#${ZWSP}`);
function fenceFor(text2) {
  const longest = Math.max(0, ...(text2.match(/`+/g) ?? []).map((run) => run.length));
  return "`".repeat(Math.max(3, longest + 1));
}
function fenced(text2, max, info = "") {
  const lines = text2.replace(/\r\n?/g, "\n").replace(/\n$/, "").split("\n");
  const kept = [];
  let size = 0;
  for (const line of lines) {
    if (kept.length > 0 && size + line.length + 1 > max) break;
    kept.push(line.length > max ? `${line.slice(0, max)}\u2026` : line);
    size += line.length + 1;
  }
  const body = kept.join("\n");
  const fence = fenceFor(body);
  return { block: `${fence}${info}
${body}
${fence}`, cut: lines.length - kept.length };
}
var diffPath = (diff) => /^\+\+\+ b\/(.*)$/m.exec(diff)?.[1] ?? /^--- a\/(.*)$/m.exec(diff)?.[1] ?? "a file";
var lineCount = (diff, sign) => diff.split("\n").filter((l) => l.startsWith(sign) && !l.startsWith(`${sign.repeat(3)} `)).length;
var isMeta = (diff) => /(^|\/)(index|log)\.md$/.test(diffPath(diff));
function fileBlock(diff, max) {
  const path = diffPath(diff);
  const created = /^--- \/dev\/null$/m.test(diff);
  const counts = `+${lineCount(diff, "+")} \u2212${lineCount(diff, "-")}`;
  const { block, cut } = fenced(diff, max, "diff");
  const said = cut > 0 ? ["", `${cut} more line${cut === 1 ? "" : "s"} of this diff not shown.`] : [];
  return [
    `<details><summary><code>${inertHtml(path)}</code> (${created ? "created" : "updated"}, ${counts})</summary>`,
    "",
    block,
    ...said,
    "",
    "</details>"
  ].join("\n");
}
function diffBlocks(diffs) {
  const ordered = [...diffs.filter((d) => !isMeta(d)), ...diffs.filter(isMeta)];
  const out = [];
  let left = PREVIEW_CHARS;
  let shown = 0;
  for (const d of ordered) {
    if (shown === PREVIEW_MAX_FILES || left < 500) break;
    const block = fileBlock(d, Math.min(PREVIEW_FILE_CHARS, left));
    out.push(block);
    left -= block.length;
    shown++;
  }
  const more = ordered.length - shown;
  if (more > 0)
    out.push(`+${more} more file${more === 1 ? "" : "s"}: the job summary shows every diff.`);
  return out;
}
function spent(r, budget) {
  const u = r.usage;
  return `${totalTokens(u)} tokens (input ${u.input_tokens}, cache write ${u.cache_creation_input_tokens}, cache read ${u.cache_read_input_tokens}, output ${u.output_tokens}), ${money(r.cost_usd)} of max-cost-usd ${usd(budget)}`;
}
function decisionLine(r) {
  const d = r.decision;
  const reason = inertText(d.reason);
  if (saysBudgetStop(d.reason)) return `preview: stopped by the budget \u2014 ${reason}`;
  if (d.decision === "skip") return `preview: Tier ${d.tier} skipped \u2014 ${reason}`;
  if (d.decision === "failed") return `preview: Tier ${d.tier} failed \u2014 ${reason}`;
  const n = r.diffs?.length ?? 0;
  return `preview: Tier ${d.tier} would change ${n} file${n === 1 ? "" : "s"} \u2014 ${reason}`;
}
function previewMarkdown(p, budget) {
  const head = "#### Preview: the wiki after this merge (a dry run: nothing is written)";
  if (p.kind === "not-run")
    return [head, "", `preview: not run \u2014 ${inertText(p.reason)}`].join("\n");
  if (p.kind === "failed") return [head, "", `preview: failed \u2014 ${inertText(p.reason)}`].join("\n");
  const r = p.report;
  const process2 = r.decision.decision === "process" && !saysBudgetStop(r.decision.reason);
  return [
    head,
    "",
    decisionLine(r),
    "",
    `Spent: ${spent(r, budget)}.`,
    ...process2 && r.diffs?.length ? ["", ...diffBlocks(r.diffs)] : []
  ].join("\n");
}

// src/impact/summary.ts
var MAX_SUMMARY_PAGES = 1e3;
var COMMENT = {
  created: "created",
  updated: "edited in place",
  cleared: "reduced to one line (nothing is impacted any more)",
  unchanged: "already up to date",
  none: "none (nothing is impacted)",
  skipped: "not written",
  failed: "not kept up to date (see the notes)"
};
var code = (name) => `<code>${escapeHtml(name)}</code>`;
function renderImpactSummary(r, out) {
  const pages = r.impact.pages;
  out.addHeading(
    `wiki-ingest impact: ${pages.length} page${pages.length === 1 ? "" : "s"} tied to #${r.number}`,
    2
  );
  const comment = r.commentUrl && safeUrl(r.commentUrl) ? `<a href="${escapeHtml(r.commentUrl)}">${escapeHtml(COMMENT[r.comment])}</a>` : escapeHtml(COMMENT[r.comment]);
  out.addRaw(
    `<p>${r.files} changed file${r.files === 1 ? "" : "s"}, the wiki <code>${escapeHtml(r.links.wikiPath)}/</code> at <code>${escapeHtml(r.links.branch)}</code> <code>${escapeHtml(r.commit.slice(0, 12))}</code> (${r.impact.total} pages)${r.impact.history !== void 0 ? `, its past co-changes read from ${r.impact.history} commit${r.impact.history === 1 ? "" : "s"}` : ""}. ${r.preview?.kind === "ran" ? "The list: no model call." : "No model call."} <b>GitHub calls:</b> ${r.calls}.</p>`,
    true
  );
  if (r.readOnly) out.addRaw(`<p><b>Read-only:</b> ${escapeHtml(r.readOnly)}</p>`, true);
  else out.addRaw(`<p><b>Comment:</b> ${comment}</p>`, true);
  if (r.reviewers) {
    const asked = [
      ...r.reviewers.users.map((u) => `@${u}`),
      ...r.reviewers.teams.map((t) => `team ${t}`)
    ];
    out.addRaw(
      `<p><b>Reviewers requested:</b> ${asked.length ? escapeHtml(asked.join(", ")) : "none (already requested, the author, or no owner)"}</p>`,
      true
    );
  }
  if (r.checkUrl && safeUrl(r.checkUrl))
    out.addRaw(`<p><b>Check run:</b> <a href="${escapeHtml(r.checkUrl)}">wiki impact</a></p>`, true);
  if (pages.length > 0) {
    const items = pages.slice(0, MAX_SUMMARY_PAGES).map((p) => {
      const url = safeUrl(pageUrl(r.links, p.file));
      const name = url ? `<a href="${escapeHtml(url)}">${escapeHtml(p.title || p.slug)}</a>` : escapeHtml(p.title || p.slug);
      return `<li>${name} <code>${escapeHtml(p.slug)}</code>: ${p.ties.map((t) => tieText(t, code)).join("; ")}</li>`;
    });
    const more = pages.length - items.length;
    out.addRaw(`<ul>${items.join("")}${more > 0 ? `<li>+${more} more</li>` : ""}</ul>`, true);
  } else out.addRaw("<p>No wiki page covers or names what this pull request changes.</p>", true);
  const possibly = r.impact.possibly.slice(0, MAX_SUMMARY_PAGES);
  if (possibly.length)
    out.addRaw(
      `<p><b>Possibly also</b> (weak ties: a common name, a file name, a plain word, a path alone):</p><ul>${possibly.map((p) => `<li><code>${escapeHtml(p.slug)}</code>: ${p.ties.map((t) => tieText(t, code)).join("; ")}</li>`).join("")}</ul>`,
      true
    );
  if (r.notes.length)
    out.addRaw(
      `<p><b>Notes:</b></p><ul>${r.notes.map((n) => `<li>${escapeHtml(n)}</li>`).join("")}</ul>`,
      true
    );
  if (r.preview) previewSummary(r.preview, out);
  return out;
}
function previewSummary(p, out) {
  if (p.kind !== "ran") {
    const what = p.kind === "failed" ? "failed" : "not run";
    out.addRaw(`<p><b>Preview:</b> ${what} \u2014 ${escapeHtml(p.reason)}</p>`, true);
    return;
  }
  out.addRaw(
    "<p><b>Preview</b> (a dry run of Tiers 1\u20133 on the pull request; nothing written):</p>",
    true
  );
  renderSummary(p.report, out);
}

// src/impact/mode.ts
function writeError(what, permission, e) {
  const err = e;
  const hint = err.status === 403 || err.status === 404 ? ` Give the workflow \`permissions: ${permission}\`.` : "";
  return `${what} failed (${err.status ? `HTTP ${err.status}: ` : ""}${err.message ?? String(e)}).${hint}`;
}
function checkSummary(impact) {
  const lines = impact.pages.map(markdownTies).slice(0, 200);
  const possibly = possiblyLine(impact.possibly);
  if (possibly) lines.push("", possibly);
  return lines.join("\n") || "No wiki page covers or names what this pull request changes.";
}
async function keepComment(client, repo, ev, marker, body, cleared) {
  const found = await findStickyComment(client, repo, ev.number, marker);
  if (body === null) {
    if (!found) return { action: "none" };
    if (found.body === cleared) return { action: "unchanged", comment: found };
    return { action: "cleared", comment: await editComment(client, repo, found.id, cleared) };
  }
  if (!found)
    return { action: "created", comment: await createComment(client, repo, ev.number, body) };
  if (found.body === body) return { action: "unchanged", comment: found };
  return { action: "updated", comment: await editComment(client, repo, found.id, body) };
}
async function askOwners(client, repo, ev, branch, impact) {
  const none = { users: [], teams: [] };
  const paths = [
    ...new Set(
      impact.pages.flatMap((p) => p.ties.filter((t) => t.class === "covers").map((t) => t.name))
    )
  ];
  if (paths.length === 0) return { asked: none };
  const owners = await readCodeOwners(client, repo, branch);
  if (!owners)
    return {
      asked: none,
      note: "impact-reviewers: the repository has no CODEOWNERS file (.github/, the root or docs/) at the base branch; nobody was asked to review."
    };
  const already = await requestedReviewers(client, repo, ev.number);
  const asked = reviewersFor(owners.text, paths, repo.owner, { author: ev.author, ...already });
  if (asked.users.length + asked.teams.length > 0)
    await requestReviewers(client, repo, ev.number, asked);
  return { asked };
}
var outcome = (message, failed) => ({
  outputs: {},
  summary: (out) => out.addHeading("wiki-ingest impact", 2).addRaw(`<p>${escapeHtml(message)}</p>`, true),
  warnings: [],
  failed,
  message
});
async function writeAll(client, repo, ev, config, report, runUrl, files) {
  const { impact, links, commit, notes } = report;
  const marker = impactMarker(config.wikiPath);
  const body = impact.pages.length === 0 ? null : impactComment({
    wikiPath: config.wikiPath,
    pages: impact.pages,
    links,
    cap: config.impactMaxPages ?? 25,
    commit,
    possibly: impact.possibly,
    ...runUrl ? { runUrl } : {},
    ...report.preview ? { preview: previewMarkdown(report.preview, config.maxCostUsd) } : {}
  });
  try {
    const kept = await keepComment(client, repo, ev, marker, body, clearedComment(config.wikiPath));
    report.comment = kept.action;
    if (kept.comment) report.commentUrl = kept.comment.url;
  } catch (e) {
    report.comment = "failed";
    notes.push(writeError("Keeping the impact comment", "pull-requests: write", e));
  }
  if (config.impactReviewers === "codeowners" && impact.pages.length > 0)
    try {
      const owners = await askOwners(client, repo, ev, links.branch, impact);
      report.reviewers = owners.asked;
      if (owners.note) notes.push(owners.note);
    } catch (e) {
      notes.push(writeError("Requesting the CODEOWNERS reviewers", "pull-requests: write", e));
    }
  if (config.impactCheck && ev.headSha)
    try {
      report.checkUrl = await createCheckRun(client, repo, {
        name: "wiki impact",
        headSha: ev.headSha,
        conclusion: impact.pages.length > 0 ? "neutral" : "success",
        title: impact.pages.length > 0 ? `${impact.pages.length} wiki page(s) may go stale` : "No wiki page is impacted",
        summary: checkSummary(impact),
        annotations: annotationsOf(impact.pages, files)
      });
    } catch (e) {
      notes.push(writeError("Creating the check run", "checks: write", e));
    }
}
async function previewOf(client, repo, ev, input, at) {
  const refused = previewRefusal(ev, input.defaultBranch, at.impacted);
  if (refused) return { kind: "not-run", reason: refused };
  try {
    const stranger = await writerRefusal(client, repo, ev);
    if (stranger) return { kind: "not-run", reason: stranger };
  } catch (e) {
    return {
      kind: "not-run",
      reason: `The author's permission could not be read (${e.message}), so no preview.`
    };
  }
  if (!input.preview)
    return { kind: "not-run", reason: "This run has no dry run to preview with." };
  try {
    const report = await input.preview({
      merge: previewMerge(ev, at.files),
      headSha: ev.headSha,
      covers: coversIndexOf(at.snapshot.wiki.pages)
    });
    return { kind: "ran", report };
  } catch (e) {
    return { kind: "failed", reason: e.message ?? String(e) };
  }
}
async function impactAt(input, files, pages, base) {
  const { config } = input;
  const generated = await input.generated?.() ?? new GeneratedFiles(config.ignorePaths);
  const repository = await input.repository?.().catch(() => null) ?? null;
  const history = base ? await input.history?.(base).catch(() => null) ?? null : null;
  const impact = impactOf(pages, files, {
    ignored: ignoredFiles(config, files, generated),
    ties: config.impactTies,
    ...repository ? { tree: repository.tree, packages: repository.packages } : {},
    ...history?.length ? { history, wikiPath: config.wikiPath } : {}
  });
  return { impact, shallow: history !== null && history.length === 0 };
}
var SHALLOW = "The checkout holds no history before the base commit, so no page was tied by past co-changes (a page edited with a changed file in past commits); fetch-depth: 0 on actions/checkout gives it (see docs/impact.md).";
async function runImpactMode(input) {
  const { config } = input;
  const repo = { owner: input.owner, repo: input.repo };
  const ev = impactEvent(input.eventName, input.payload, `${repo.owner}/${repo.repo}`);
  if ("none" in ev) return outcome(ev.none, !input.eventName.startsWith("pull_request"));
  const client = await input.github();
  const calls = countCalls(client);
  const branch = ev.baseRef || input.defaultBranch;
  const files = await pullRequestFiles(client, repo, ev.number);
  const snapshot = await wikiAtBranch(client, wikiAt(repo, branch, config, input.env));
  if (!snapshot?.base)
    return outcome(
      `The base branch "${branch}" was not found in ${repo.owner}/${repo.repo}.`,
      true
    );
  const commit = snapshot.base.commit;
  const { impact, shallow } = await impactAt(input, files, snapshot.wiki.pages, ev.baseSha);
  const notes = [...snapshot.wiki.warnings];
  if (shallow) notes.push(SHALLOW);
  if (snapshot.base.tree === null)
    notes.push(
      `The wiki folder "${config.wikiPath}" is not in ${branch} at ${commit.slice(0, 12)}; set wiki-path to the wiki's folder.`
    );
  const bounded = boundedScanNote(impact);
  if (bounded) notes.push(bounded);
  const readOnly = ev.fork && !ev.target;
  const links = {
    serverUrl: input.serverUrl,
    ...repo,
    branch,
    wikiPath: config.wikiPath
  };
  const runId = input.env.GITHUB_RUN_ID;
  const runUrl = runId ? safeUrl(`${input.serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${runId}`) : null;
  const report = {
    number: ev.number,
    impact,
    links,
    commit,
    files: files.length,
    comment: "skipped",
    notes,
    calls: 0
  };
  if (config.impactPreview)
    report.preview = await previewOf(client, repo, ev, input, {
      impacted: impact.pages.length,
      files,
      snapshot
    });
  if (readOnly) {
    report.readOnly = `Pull request #${ev.number} comes from a fork: on pull_request its GITHUB_TOKEN is read-only, so no comment, check run or review request was attempted; the impact is listed here only.`;
  } else await writeAll(client, repo, ev, config, report, runUrl, files);
  const cap = config.impactMaxPages ?? 25;
  if (impact.pages.length > cap)
    notes.push(
      `${impact.pages.length} pages are impacted; the comment lists the first ${cap} (impact-max-pages) and "+${impact.pages.length - cap} more".`
    );
  report.calls = calls();
  const count = impact.pages.length;
  const preview = report.preview?.kind === "ran" ? report.preview.report : null;
  return {
    outputs: {
      // The dry run's decision, tier, reason, tokens, cost-usd and pages-changed, as ingest's.
      ...preview ? reportOutputs(preview) : {},
      // Strong ties first; with impact-ties: fold, the folded pages after them.
      "impacted-pages": JSON.stringify([...impact.pages, ...impact.possibly].map((p) => p.slug)),
      ...report.commentUrl ? { "impact-comment-url": report.commentUrl } : {}
    },
    summary: (out) => renderImpactSummary(report, out),
    warnings: [...notes, ...preview?.warnings ?? []],
    failed: false,
    message: `wiki-ingest impact: ${count} page${count === 1 ? "" : "s"} of ${config.wikiPath}/ tied to pull request #${ev.number} (${report.calls} GitHub calls)${report.readOnly ? "; fork: summary only" : ""}${previewLine(report.preview)}.`
  };
}
function previewLine(p) {
  if (!p) return "";
  if (p.kind !== "ran") return `; preview ${p.kind === "failed" ? "failed" : "not run"}`;
  const d = p.report.decision;
  return `; preview: ${d.decision} (Tier ${d.tier}), ${p.report.cost_usd === null ? "cost unknown" : usd(p.report.cost_usd)}`;
}
export {
  runImpactMode
};
//# sourceMappingURL=mode-E4JJJD5Q.js.map
