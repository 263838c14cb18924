// The fetch policy: blocked and allowed host patterns. Block wins over allow; a non-empty allow list admits only
// matching hosts. Checked before any route and again on every redirect hop (see gate.ts).
import { EngineError } from '../types';
import { effectivePort, firstMatch, needsAddresses, normalizeHost, parsePatterns, type HostRule, type RuleMatch } from './patterns';

export interface PolicyConfig {
  blocked?: readonly string[];
  allowed?: readonly string[];
  /** How the lists are named in messages (settings keys, CLI flags). */
  labels?: { blocked?: string; allowed?: string };
}

export type PolicyVerdict =
  | { allowed: true }
  | { allowed: false; list: 'blocked' | 'allowed'; rule: string; message: string };

export interface Policy {
  /** True when neither list has a rule (every URL is allowed). */
  readonly empty: boolean;
  /** True when a rule needs the resolved addresses of a host name (IP or range rules). */
  readonly needsAddresses: boolean;
  /** Decide about one URL; `addresses` are the resolved addresses of its host, when known. */
  check(url: URL, addresses?: readonly string[]): PolicyVerdict;
}

export const DEFAULT_LABELS = { blocked: 'webFetch.blockedDomains', allowed: 'webFetch.allowedDomains' } as const;

const SHOW_ALLOWED = 8;

function describeMatch(host: string, m: RuleMatch): string {
  return m.via === 'address' ? `${host} resolves to ${m.address}, which` : host;
}

/** Build a policy. Throws EngineError INVALID_POLICY naming every invalid pattern (a typo must not widen the policy). */
export function createPolicy(config: PolicyConfig = {}): Policy {
  const labels = { ...DEFAULT_LABELS, ...config.labels };
  const blocked = parsePatterns(config.blocked ?? []);
  const allowed = parsePatterns(config.allowed ?? []);
  const invalid = [
    ...blocked.invalid.map((i) => `"${i.raw}" in ${labels.blocked} (${i.reason})`),
    ...allowed.invalid.map((i) => `"${i.raw}" in ${labels.allowed} (${i.reason})`),
  ];
  if (invalid.length) {
    throw new EngineError('INVALID_POLICY', `Invalid fetch policy pattern${invalid.length > 1 ? 's' : ''}: ${invalid.join('; ')}. Nothing was fetched.`);
  }
  const blockRules: HostRule[] = blocked.rules;
  const allowRules: HostRule[] = allowed.rules;
  const allowedList = allowRules.map((r) => r.raw.trim());
  const shownAllowed =
    allowedList.slice(0, SHOW_ALLOWED).join(', ') + (allowedList.length > SHOW_ALLOWED ? `, … ${allowedList.length - SHOW_ALLOWED} more` : '');
  return {
    empty: blockRules.length === 0 && allowRules.length === 0,
    needsAddresses: needsAddresses(blockRules) || needsAddresses(allowRules),
    check(url: URL, addresses: readonly string[] = []): PolicyVerdict {
      const target = { host: url.hostname, port: effectivePort(url), addresses };
      const host = normalizeHost(url.hostname);
      const block = firstMatch(blockRules, target);
      if (block) {
        const rule = block.rule.raw.trim();
        return {
          allowed: false,
          list: 'blocked',
          rule,
          message: `${describeMatch(host, block)} is blocked by the rule "${rule}" in ${labels.blocked}.`,
        };
      }
      if (allowRules.length && !firstMatch(allowRules, target)) {
        return {
          allowed: false,
          list: 'allowed',
          rule: shownAllowed,
          message: `${host} is not in ${labels.allowed} (allowed: ${shownAllowed}).`,
        };
      }
      return { allowed: true };
    },
  };
}

/** The verdict as an engine error (BLOCKED_BY_POLICY), or undefined when allowed. `prefix` explains a redirect hop. */
export function policyError(verdict: PolicyVerdict, prefix = ''): EngineError | undefined {
  return verdict.allowed ? undefined : new EngineError('BLOCKED_BY_POLICY', prefix + verdict.message);
}
