// The words synthetic wikis are made of: areas of a software product (top-level folders), their
// parts (sub-folders), the things pages describe and what they say about them, so that titles,
// descriptions, headings and bodies read like a real project's documentation and a full-text
// search over them has realistic term statistics.

/** A list written as comma-separated text (kept compact; entries may hold spaces). */
const list = (text: string): string[] =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

export const AREAS = list(
  'billing, payments, invoices, accounts, auth, webhooks, notifications, search, storage, ' +
    'reporting, exports, imports, integrations, admin, audit, tenancy, onboarding, pricing, ' +
    'subscriptions, refunds, disputes, ledger, settlements, payouts, currencies, tax, ' +
    'compliance, identity, sessions, permissions, teams, projects, workspaces, files, media, ' +
    'messaging, email, sms, scheduler, jobs, queues, caching, database, migrations, backups, ' +
    'monitoring, alerting, logging, metrics, tracing, deployments, releases, feature-flags, ' +
    'experiments, analytics, dashboards, mobile, web-client, cli, sdk, api-gateway, rate-limits, ' +
    'networking, dns, cdn, security, secrets, encryption, privacy, support, localization, ' +
    'accessibility, performance, testing, ci, infrastructure, kubernetes, data-pipeline, ' +
    'warehouse, recommendations, catalog, inventory, orders, shipping, returns, checkout, cart, ' +
    'coupons, loyalty, partners, marketplace, reviews, chat, calendar, contracts, quotes, ' +
    'forecasting, fraud, risk, kyc',
);

export const PARTS = list(
  'core, api, webhooks, jobs, storage, ui, limits, errors, events, reports, admin, clients, ' +
    'models, workflows, operations, internals, integrations, security',
);

export const ENTITIES = list(
  'invoice, payment, customer, account, token, webhook, event, tenant, subscription, refund, ' +
    'payout, ledger entry, order, shipment, user, team, role, session, job, queue, file, report, ' +
    'dashboard, alert, metric, deployment, release, build, secret, API key, certificate, domain, ' +
    'message, notification, template, plan, coupon, tax rate, currency, transfer, dispute, ' +
    'chargeback, statement, balance, quota, workspace, project, comment, attachment, ' +
    'search index, snapshot, backup, schema, endpoint, connector, pipeline, experiment, flag, ' +
    'cohort, segment, price, product, cart, checkout session, return, review, contract, quote, ' +
    'forecast, merchant, partner, device, region, cluster',
);

export const ASPECTS = list(
  'lifecycle, retry policy, rate limits, schema, permissions, error handling, pagination, ' +
    'caching, versioning, signature verification, reconciliation, export, import, scheduling, ' +
    'quotas, audit log, encryption, backfill, deduplication, sharding, failover, configuration, ' +
    'monitoring, alerts, timeouts, ordering, consistency, cleanup, archival, localization, ' +
    'indexing, access control, rollout, idempotency, webhooks, batching, throttling, validation, ' +
    'state machine, retention, replication, search, notifications, pricing rules, limits, ' +
    'ownership',
);

export const GUIDE_TITLES = list(
  'How to rotate, Debugging, Setting up, Migrating, Troubleshooting, Testing, Backfilling, ' +
    'Recovering, Operating, Scaling',
);

export const DECISION_VERBS = list(
  'use, keep, split, replace, cache, shard, queue, version, encrypt, batch',
);

export const HEADINGS: Record<string, string[]> = {
  entity: list('Fields, Lifecycle, Permissions, API, Events, Storage, Limits, Related'),
  feature: list(
    'Overview, Configuration, How it works, Limits, Errors, Examples, Rollout, Monitoring',
  ),
  concept: list('Definition, Why it matters, How it works, Examples, Pitfalls, In practice'),
  decision: list('Context, Decision, Consequences, Alternatives considered, Status'),
  guide: list('Prerequisites, Steps, Verification, Troubleshooting, Rollback, See also'),
};

export const VERBS = list(
  'validates, stores, retries, signs, emits, reads, writes, locks, rejects, schedules, caches, ' +
    'indexes, exports, reconciles, archives, encrypts, checks, records, replays, publishes, ' +
    'expires, rotates, merges, splits, refreshes',
);

export const NOUNS = list(
  'request, response, record, batch, window, limit, threshold, key, version, header, payload, ' +
    'field, state, status, owner, region, replica, partition, cursor, timestamp, checksum, ' +
    'signature, policy, setting, default, counter, deadline, handler, worker, consumer, ' +
    'producer, table, column, bucket, prefix',
);

export const ADJECTIVES = list(
  'pending, failed, expired, active, archived, stale, duplicate, partial, signed, encrypted, ' +
    'cached, scheduled, manual, automatic, regional, global, optional, required, read-only, ' +
    'idempotent',
);

export const FILLER = list(
  'the, a, and, of, to, in, is, for, on, with, when, that, by, it, each, every, before, after, ' +
    'once, only, until, unless',
);
