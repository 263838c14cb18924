import * as vscode from 'vscode';
import { API_KEY_ENV, SECRET_KEY } from './ids';

/** The Gemini API key: in SecretStorage only (or the GEMINI_API_KEY environment variable); never in settings or logs. */
export class ApiKeyStore {
  constructor(
    private readonly secrets: vscode.SecretStorage,
    /** Told every key this store reads or stores (the log channel scrubs them). */
    private readonly onKey: (key: string) => void = () => undefined,
  ) {}

  /** The stored key, else the environment's, else undefined. */
  async get(): Promise<string | undefined> {
    const stored = (await this.secrets.get(SECRET_KEY))?.trim();
    if (stored) {
      this.onKey(stored);
      return stored;
    }
    const env = process.env[API_KEY_ENV]?.trim();
    if (env) this.onKey(env);
    return env || undefined;
  }

  async hasStored(): Promise<boolean> {
    return Boolean((await this.secrets.get(SECRET_KEY))?.trim());
  }

  store(key: string): Thenable<void> {
    if (key.trim()) this.onKey(key.trim());
    return this.secrets.store(SECRET_KEY, key.trim());
  }

  clear(): Thenable<void> {
    return this.secrets.delete(SECRET_KEY);
  }
}
