// Files read_source never serves: they hold secrets by convention. Dependency-free, so the
// config can offer this list as the default of its `secret-paths` input.
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
