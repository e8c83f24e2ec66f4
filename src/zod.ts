// The project's zod: zod/mini, whose functions esbuild tree-shakes one by one. Classic zod's
// chainable `z` object reaches all of zod (~420 KB), and esbuild's code splitting then put that
// into a chunk shared with the action's entry. zod/mini ships without messages ("Invalid input"
// for every issue); these are the English ones classic zod installs, for users and the model.
import * as z from 'zod/mini';
import { en } from 'zod/locales';

z.config(en());

export * from 'zod/mini';
