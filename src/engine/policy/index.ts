// Public API of the fetch policy (block/allow lists, trusted domains, robots.txt, setting scopes).
export { parsePattern, parsePatterns, matchRule, firstMatch, type HostRule, type ParsedPattern, type HostTarget } from './patterns';
export { createPolicy, policyError, DEFAULT_LABELS, type Policy, type PolicyConfig, type PolicyVerdict } from './policy';
export { createGate, robotsHonoured, blockedPage, type Gate, type ScreenResult } from './gate';
export { parseRobotsTxt, robotsDecide, ROBOTS_PRODUCT_TOKEN, type RobotsFile, type RobotsRule } from './robotsTxt';
export { RobotsCache, createRobotsChecker, httpRobotsFetcher, type RobotsEntry, type RobotsVerdict } from './robots';
export { isTrustedUrl, allTrusted, trustPatternFor, displayHost, addTrusted, removeTrusted } from './trusted';
