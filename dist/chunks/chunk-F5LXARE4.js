import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/github/identity.ts
var VIEWER = "query { viewer { login } }";
var known = /* @__PURE__ */ new WeakMap();
function tokenLogin(client) {
  let login = known.get(client);
  if (!login) {
    login = client.graphql(VIEWER).then(
      (a) => a.viewer.login,
      (e) => {
        throw new Error(
          `Looking up the account github-token acts as (GraphQL viewer) failed: ${e.message}. Its own /wiki answers are told from others' by it.`
        );
      }
    );
    known.set(client, login);
  }
  return login;
}
var sameAccount = (a, b, type) => {
  const bare = (s) => s.toLowerCase().replace(/\[bot\]$/, "");
  if (type === "User" && /\[bot\]$/i.test(b)) return false;
  if (type === "Bot" && !/\[bot\]$/i.test(b)) return false;
  return a !== "" && bare(a) === bare(b);
};

export {
  tokenLogin,
  sameAccount
};
//# sourceMappingURL=chunk-F5LXARE4.js.map
