// A source's status in words: one wording for the model, the preview and the terminal (English by default,
// localized through an L10n such as vscode.l10n). Gemini's URL_RETRIEVAL_STATUS_* code is kept in parentheses.
import { english, type L10n } from '../types';

/** A status as a short phrase for people. Unknown statuses are returned as they are. */
export function statusPhrase(status: string, l10n: L10n = english): string {
  switch (status) {
    case 'URL_RETRIEVAL_STATUS_SUCCESS':
      return l10n.t('read by Gemini ({0})', status);
    case 'URL_RETRIEVAL_STATUS_ERROR':
      return l10n.t('Gemini could not read it ({0})', status);
    case 'URL_RETRIEVAL_STATUS_PAYWALL':
      return l10n.t('behind a paywall ({0})', status);
    case 'URL_RETRIEVAL_STATUS_UNSAFE':
      return l10n.t('Gemini judged it unsafe ({0})', status);
    case 'URL_RETRIEVAL_STATUS_UNSPECIFIED':
      return l10n.t('not read, no reason given ({0})', status);
    case 'fetched directly':
      return l10n.t('fetched directly');
    case 'fetched directly (private address)':
      return l10n.t('fetched directly (private address)');
    case 'not fetched':
      return l10n.t('not fetched');
    case 'not reported':
      return l10n.t('not reported by Gemini');
    case 'cited by Gemini':
      return l10n.t('cited by Gemini');
  }
  const notRead = /^not read \(([A-Z_]+)\)$/.exec(status);
  if (notRead) return l10n.t('not read ({0})', notRead[1]!);
  if (status.startsWith('URL_RETRIEVAL_STATUS_')) return l10n.t('not read by Gemini ({0})', status);
  return status;
}

/** English (the engine's answers and the tool text). */
export function describeStatus(status: string): string {
  return statusPhrase(status);
}

/** True when the status says the page was read (by Gemini or directly). */
export function isReadStatus(status: string | undefined): boolean {
  return status === undefined || status === 'URL_RETRIEVAL_STATUS_SUCCESS' || status.startsWith('fetched directly') || status === 'cited by Gemini';
}
