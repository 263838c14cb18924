// A local stand-in for the Gemini API: a real node:http server on 127.0.0.1 that speaks
// POST /v1beta/models/{model}:generateContent (JSON) and :streamGenerateContent?alt=sse (SSE), answers from a script,
// and records every request so tests can check what was sent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { planPrompt } from '../../src/engine/urls/prompt';
import { runGeminiRoute } from '../../src/engine/route/gemini/route';
import type { FetchServices } from '../../src/engine/fetch/direct';
import type { FetchOptions, GeminiOptions, PageResult, PlannedUrl, Resolver, RunOptions, RunResult } from '../../src/engine/types';

export const FIXTURES = path.resolve(__dirname, '../fixtures/gemini-recorded');

export function fixture(name: string): string {
  return fs.readFileSync(path.join(FIXTURES, name), 'utf8');
}

export interface FakeReply {
  status?: number;
  /** JSON value (serialised) or raw text (sent as is, e.g. malformed JSON). */
  body?: unknown;
  /** Server-sent events text for the streaming endpoint. */
  sse?: string;
  headers?: Record<string, string>;
  /** Drop the connection without answering (a network failure). */
  hangUp?: boolean;
  /** Never answer (for deadlines); the socket is closed when the server stops. */
  stall?: boolean;
}

export interface RecordedRequest {
  method: string;
  url: string;
  model: string;
  method_: 'generateContent' | 'streamGenerateContent' | 'other';
  headers: http.IncomingHttpHeaders;
  body: string;
  json: GeminiRequestBody | undefined;
}

/** The request fields the tests look at. */
export interface GeminiRequestBody {
  contents?: { role?: string; parts?: { text?: string }[] }[];
  systemInstruction?: { parts?: { text?: string }[] };
  tools?: Record<string, unknown>[];
  [key: string]: unknown;
}

export class FakeGemini {
  readonly requests: RecordedRequest[] = [];
  private readonly script: (FakeReply | ((r: RecordedRequest) => FakeReply))[] = [];
  private readonly sockets = new Set<import('node:net').Socket>();

  private constructor(
    private readonly server: http.Server,
    readonly baseUrl: string,
  ) {}

  static async start(): Promise<FakeGemini> {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fake = new FakeGemini(server, `http://127.0.0.1:${port}`);
    server.on('connection', (s) => {
      fake.sockets.add(s);
      s.on('close', () => fake.sockets.delete(s));
    });
    server.on('request', (req, res) => fake.handle(req, res));
    return fake;
  }

  /** Queue replies, answered in order; an empty queue answers 599 so that a stray call shows up in assertions. */
  reply(...replies: (FakeReply | ((r: RecordedRequest) => FakeReply))[]): this {
    this.script.push(...replies);
    return this;
  }

  /** Every text the requests carried (prompt parts and system instruction), joined. */
  sentText(): string {
    return this.requests.map((r) => r.body).join('\n');
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const m = (req.url ?? '').match(/^\/v1beta\/models\/([^:/?]+):(generateContent|streamGenerateContent)/);
      let json: GeminiRequestBody | undefined;
      try {
        json = JSON.parse(body) as GeminiRequestBody;
      } catch {
        json = undefined;
      }
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        model: m?.[1] ?? '',
        method_: (m?.[2] as RecordedRequest['method_']) ?? 'other',
        headers: req.headers,
        body,
        json,
      };
      this.requests.push(recorded);
      const next = this.script.shift();
      const reply: FakeReply = next === undefined
        ? { status: 599, body: { error: { code: 599, message: 'no scripted reply', status: 'TEST' } } }
        : typeof next === 'function' ? next(recorded) : next;
      if (reply.hangUp) {
        req.socket.destroy();
        return;
      }
      if (reply.stall) return;
      if (reply.sse !== undefined) {
        res.writeHead(reply.status ?? 200, { 'content-type': 'text/event-stream', ...reply.headers });
        res.end(reply.sse);
        return;
      }
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
      res.end(text);
    });
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A Gemini error body as the API sends it. */
export function apiError(code: number, status: string, message: string, details?: unknown[]): FakeReply {
  return { status: code, body: { error: { code, message, status, ...(details ? { details } : {}) } } };
}

export interface SupportSpec {
  partIndex?: number;
  startIndex?: number;
  endIndex: number;
  text?: string;
  chunks: number[];
}

/** A generateContent response body, shaped like the recorded ones. */
export function geminiResponse(opts: {
  parts: string[];
  chunks?: { uri: string; title?: string }[];
  supports?: SupportSpec[];
  urlMetadata?: { url: string; status: string }[];
  finishReason?: string;
}): Record<string, unknown> {
  return {
    candidates: [
      {
        content: { parts: opts.parts.map((text) => ({ text })), role: 'model' },
        finishReason: opts.finishReason ?? 'STOP',
        index: 0,
        ...(opts.chunks || opts.supports
          ? {
              groundingMetadata: {
                groundingChunks: (opts.chunks ?? []).map((c) => ({ web: { uri: c.uri, title: c.title } })),
                groundingSupports: (opts.supports ?? []).map((s) => ({
                  segment: { partIndex: s.partIndex, startIndex: s.startIndex, endIndex: s.endIndex, text: s.text },
                  groundingChunkIndices: s.chunks,
                })),
              },
            }
          : {}),
        ...(opts.urlMetadata
          ? { urlContextMetadata: { urlMetadata: opts.urlMetadata.map((u) => ({ retrievedUrl: u.url, urlRetrievalStatus: u.status })) } }
          : {}),
      },
    ],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
    modelVersion: 'gemini-2.5-flash',
  };
}

/** UTF-8 byte length (Gemini's offsets are bytes). */
export function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** A support covering `sentence` inside `text` (first occurrence), with byte offsets. */
export function supportFor(text: string, sentence: string, chunks: number[], partIndex?: number): SupportSpec {
  const at = text.indexOf(sentence);
  if (at < 0) throw new Error(`"${sentence}" is not in the text`);
  const startIndex = bytes(text.slice(0, at));
  return { partIndex, startIndex, endIndex: startIndex + bytes(sentence), text: sentence, chunks };
}

// ---- Route helpers: a resolver that never touches real DNS, a recording stand-in for the direct route, and a
// runner wiring the real @google/genai client to a FakeGemini server.

export const TEST_KEY = 'test-key-0123456789';

/** Names ending in .internal resolve to 10.0.0.5, names containing "nxdomain" fail, all others get a public address. */
export const testResolver: Resolver = async (host) => {
  if (host.includes('nxdomain')) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  if (host.endsWith('.internal')) return [{ address: '10.0.0.5', family: 4 }];
  return [{ address: '93.184.215.14', family: 4 }];
};

export function okPage(u: PlannedUrl, content: string, title: string | null = null, isPrivate = false): PageResult {
  return {
    url: u.url,
    fetchedUrl: u.fetchUrl,
    ok: true,
    status: 200,
    contentType: 'text/html',
    charset: 'utf-8',
    private: isPrivate,
    title,
    content,
    bytes: Buffer.byteLength(content),
    truncated: false,
    nextOffset: null,
    error: null,
  };
}

export function failedPage(u: PlannedUrl, message: string): PageResult {
  return { ...okPage(u, ''), ok: false, status: null, contentType: null, charset: null, bytes: 0, error: { code: 'CONNECT_FAILED', message } };
}

/** Stand-in for the direct route (tested on its own): answers from a table and records every call. */
export function directPages(table: Record<string, { content: string; title?: string } | { error: string }>) {
  const calls: string[][] = [];
  const fetchPages = async (urls: PlannedUrl[], _options: FetchOptions): Promise<PageResult[]> => {
    calls.push(urls.map((u) => u.url));
    return urls.map((u) => {
      const entry = table[u.url];
      if (!entry) return failedPage(u, `no test page for ${u.url}`);
      return 'error' in entry ? failedPage(u, entry.error) : okPage(u, entry.content, entry.title ?? null, u.privateHint);
    });
  };
  return { fetchPages, calls };
}

export async function runWith(
  fake: FakeGemini,
  prompt: string,
  opts: {
    gemini?: Partial<GeminiOptions>;
    fetchPages?: (urls: PlannedUrl[], options: FetchOptions) => Promise<PageResult[]>;
    only?: number[];
    run?: Partial<RunOptions & FetchServices>;
    env?: NodeJS.ProcessEnv;
  } = {},
): Promise<RunResult> {
  const plan = planPrompt(prompt);
  const urls = opts.only ? plan.urls.filter((u) => opts.only!.includes(u.index)) : plan.urls;
  return runGeminiRoute(
    plan.prompt,
    urls,
    {
      resolver: testResolver,
      gemini: { apiKey: TEST_KEY, baseUrl: fake.baseUrl, retryDelayMs: 5, ...opts.gemini },
      ...opts.run,
    },
    { fetchPages: opts.fetchPages ?? directPages({}).fetchPages, env: opts.env ?? {} },
  );
}

/** The answer text before the Sources list, for a model. */
export function body(result: RunResult): string {
  const text = result.answerForModel ?? '';
  const i = text.indexOf('\n\nSources:\n');
  return i < 0 ? text : text.slice(0, i);
}
