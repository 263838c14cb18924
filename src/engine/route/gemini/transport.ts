// How Gemini calls reach the network: straight out (the client's own fetch), or through the same proxy the direct
// route would use (explicit option, else HTTPS_PROXY/HTTP_PROXY, NO_PROXY honoured; never for a loopback gateway).
import { fetch as undiciFetch, ProxyAgent } from 'undici';
import type { Fetch } from '@google/genai';
import { proxyFor } from '../../net/http';
import { isLoopbackAddress } from '../../urls/host';
import { isLocalhostName } from '../../urls/host';
import type { FetchOptions } from '../../types';

export const GEMINI_DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';

export interface GeminiNetwork {
  proxy?: string;
  noProxy?: string[];
  strictSSL?: boolean;
  env: NodeJS.ProcessEnv;
}

export function networkFrom(options: Pick<FetchOptions, 'proxy' | 'noProxy' | 'strictSSL'>, env: NodeJS.ProcessEnv): GeminiNetwork {
  return { proxy: options.proxy, noProxy: options.noProxy, strictSSL: options.strictSSL, env };
}

/** The proxy Gemini calls go through, if any. */
export function geminiProxy(baseUrl: string | undefined, net: GeminiNetwork): string | undefined {
  let target: URL;
  try {
    target = new URL(baseUrl ?? GEMINI_DEFAULT_BASE_URL);
  } catch {
    return undefined;
  }
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const loopback = isLocalhostName(host) || isLoopbackAddress(host);
  return proxyFor(target, loopback, { proxy: net.proxy, noProxy: net.noProxy, env: net.env });
}

/** A fetch for @google/genai that tunnels through `proxy`; undefined means the client's default fetch. */
export function proxiedFetch(proxy: string | undefined, strictSSL = true): Fetch | undefined {
  if (!proxy) return undefined;
  const dispatcher = new ProxyAgent({
    uri: proxy,
    requestTls: { rejectUnauthorized: strictSSL },
    proxyTls: { rejectUnauthorized: strictSSL },
  });
  // undici's fetch and Node's global fetch share the WHATWG shapes; only the type declarations differ.
  return ((input: Parameters<Fetch>[0], init?: Parameters<Fetch>[1]) =>
    undiciFetch(input as never, { ...(init as object), dispatcher } as never)) as unknown as Fetch;
}
