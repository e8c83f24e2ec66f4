// Files read_source never serves: they hold secrets by convention. A security policy, kept low in
// the layers and dependency-free, so the `secret-paths` input's default (src/config/) and the
// tools that enforce it both read it from here.
export const DEFAULT_SECRET_PATHS: readonly string[] = [
  '.env',
  '.env.*',
  '**/.env',
  '**/.env.*',
  '**/*.pem',
  '**/*.key',
  '**/id_rsa*',
  '**/.npmrc',
  '**/.pypirc',
  '**/credentials*',
  '**/*.p12',
  '**/*.keystore',
];
