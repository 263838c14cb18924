import * as vscode from 'vscode';
import type { Logger } from '../engine/types';
import { OUTPUT_CHANNEL_NAME } from './ids';
import { ScrubbedLogChannel } from './scrubbedLog';

/** The one "Web Fetch" log channel; every line passes the secret scrubber (the Gemini keys this window has seen). */
export function createLogChannel(): ScrubbedLogChannel {
  return new ScrubbedLogChannel(vscode.window.createOutputChannel(OUTPUT_CHANNEL_NAME, { log: true }));
}

/** Adapts the channel to the engine's small Logger interface. */
export function engineLogger(channel: vscode.LogOutputChannel): Logger {
  return {
    trace: (m, ...a) => channel.trace(m, ...a),
    debug: (m, ...a) => channel.debug(m, ...a),
    info: (m, ...a) => channel.info(m, ...a),
    warn: (m, ...a) => channel.warn(m, ...a),
    error: (m, ...a) => channel.error(m, ...a),
  };
}
