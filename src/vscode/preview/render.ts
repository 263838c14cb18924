// The preview document: rendered by the engine's people output (src/engine/render/people.ts), localized here.
import * as vscode from 'vscode';
import type { ResultView } from '../../engine/render/people';
import { loadEngine } from '../engine';

export type { AnswerOrigin, ResultView } from '../../engine/render/people';

export function renderResult(v: ResultView): string {
  return loadEngine().renderPreview(v, vscode.l10n);
}
