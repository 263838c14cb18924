// Every identifier the extension shares with package.json, in one place. No `vscode` import:
// the manifest unit test reads these constants in plain Node.

export const TOOL_NAME = 'web_fetch';
export const TOOL_REFERENCE_NAME = 'webFetch';

export const COMMANDS = {
  askAboutUrl: 'webFetch.askAboutUrl',
  askAboutThisUrl: 'webFetch.askAboutThisUrl',
  setApiKey: 'webFetch.setGeminiApiKey',
  clearApiKey: 'webFetch.clearGeminiApiKey',
  showLog: 'webFetch.showLog',
  showRecentResults: 'webFetch.showRecentResults',
  manageTrustedDomains: 'webFetch.manageTrustedDomains',
  /** Behind the "Always allow <host>" links of the tool confirmation (hidden from the palette). */
  trustHost: 'webFetch.trustHost',
  clearCache: 'webFetch.clearCache',
} as const;

/** Context keys set by the extension (used in `when` clauses). */
export const CONTEXT_KEYS = {
  /** True while the cursor or selection of the active editor is on a URL. */
  urlAtCursor: 'webFetch.urlAtCursor',
  /** True once the extension has activated (before that, the editor menu entry shows everywhere). */
  active: 'webFetch.active',
} as const;

/** URI scheme of the read-only result documents. */
export const PREVIEW_SCHEME = 'webfetch';

/** Secret storage key of the Gemini API key. */
export const SECRET_KEY = 'webFetch.geminiApiKey';
/** Environment variable read when no key is stored. */
export const API_KEY_ENV = 'GEMINI_API_KEY';

export const OUTPUT_CHANNEL_NAME = 'Web Fetch';

export const CONFIG_SECTION = 'webFetch';

/** The extension's settings with their defaults; package.json's `contributes.configuration` must match. */
export const SETTINGS = {
  engine: { key: 'webFetch.engine', default: 'auto', enum: ['auto', 'gemini', 'direct'] },
  geminiModel: { key: 'webFetch.gemini.model', default: 'gemini-2.5-flash' },
  geminiBaseUrl: { key: 'webFetch.gemini.baseUrl', default: '' },
  timeoutSeconds: { key: 'webFetch.timeoutSeconds', default: 10, minimum: 1, maximum: 120 },
  maxTokens: { key: 'webFetch.maxTokens', default: 25000, minimum: 250, maximum: 250000 },
  /** Deprecated: when set (and maxTokens is not), maxTokens = maxCharacters / 4. */
  maxCharacters: { key: 'webFetch.maxCharacters', default: 100000, minimum: 1000, maximum: 1000000 },
  blockedDomains: { key: 'webFetch.blockedDomains', default: [] as string[] },
  allowedDomains: { key: 'webFetch.allowedDomains', default: [] as string[] },
  trustedDomains: { key: 'webFetch.trustedDomains', default: [] as string[] },
  respectRobotsTxt: { key: 'webFetch.respectRobotsTxt', default: 'agent', enum: ['agent', 'always', 'never'] },
  cacheTtlMinutes: { key: 'webFetch.cacheTtlMinutes', default: 15, minimum: 0, maximum: 1440 },
  cachePrivateOnDisk: { key: 'webFetch.cache.privateOnDisk', default: false },
  rateLimitPerMinute: { key: 'webFetch.rateLimitPerMinute', default: 60, minimum: 20, maximum: 6000 },
  renderJavaScript: { key: 'webFetch.renderJavaScript', default: 'auto', enum: ['auto', 'never', 'always'] },
  browserPath: { key: 'webFetch.browserPath', default: '' },
} as const;

/** Settings that widen or narrow what may be fetched: in an untrusted workspace only user values count. */
export const POLICY_SETTINGS = [SETTINGS.blockedDomains, SETTINGS.allowedDomains, SETTINGS.trustedDomains, SETTINGS.respectRobotsTxt];

/** Most URLs one prompt may hold (the engine enforces it too). */
export const MAX_URLS = 20;
