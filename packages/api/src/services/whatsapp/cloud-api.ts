/**
 * The WhatsApp Business Cloud API (Graph): sending a template message. The base URL comes from
 * META_GRAPH_URL (Meta's by default), as for the ad reports; tests point it at a local fake.
 */
import { META_GRAPH_URL } from '../report-requests/report-sources.config';

export const WHATSAPP_GRAPH_VERSION = 'v25.0';

export interface WhatsappSendConfig {
  graphUrl: string;
  phoneNumberId: string;
  accessToken: string;
}

export interface TemplateMessage {
  /** Digits with the country code ('5511999998888'). */
  to: string;
  templateName: string;
  languageCode: string;
  bodyParameters: string[];
  /** One quick-reply payload per button, in the template's button order. */
  buttonPayloads: string[];
}

/**
 * Sending failed. `delivered === false`: Meta answered with an error, so nothing went out and a
 * retry is safe; `unknown`: the request may have reached Meta (timeout, connection cut).
 */
export class WhatsappSendError extends Error {
  constructor(
    message: string,
    readonly outcome: 'not_sent' | 'unknown',
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'WhatsappSendError';
  }
}

export function graphUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return (env.META_GRAPH_URL || META_GRAPH_URL).replace(/\/+$/, '');
}

/** The request body, exactly as the Cloud API documents a template with quick-reply payloads. */
export function templateRequestBody(message: TemplateMessage): unknown {
  return {
    messaging_product: 'whatsapp',
    to: message.to,
    type: 'template',
    template: {
      name: message.templateName,
      language: { code: message.languageCode },
      components: [
        { type: 'body', parameters: message.bodyParameters.map((text) => ({ type: 'text', text })) },
        ...message.buttonPayloads.map((payload, index) => ({
          type: 'button',
          sub_type: 'quick_reply',
          index: String(index),
          parameters: [{ type: 'payload', payload }],
        })),
      ],
    },
  };
}

/** Sends one template message; answers its message id (wamid), which status webhooks name. */
export async function sendWhatsappTemplate(
  config: WhatsappSendConfig,
  message: TemplateMessage,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<{ wamid: string }> {
  const url = `${config.graphUrl}/${WHATSAPP_GRAPH_VERSION}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  const signals = [AbortSignal.timeout(options.timeoutMs ?? 15_000), ...(options.signal ? [options.signal] : [])];
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(templateRequestBody(message)),
      signal: AbortSignal.any(signals),
    });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    // Refused before a byte went out: nothing was sent.
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND') throw new WhatsappSendError(`Cloud API inacessível (${code})`, 'not_sent');
    throw new WhatsappSendError(`Cloud API sem resposta: ${(error as Error).message}`, 'unknown');
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    let detail = text.slice(0, 300);
    try {
      const parsed = JSON.parse(text) as { error?: { message?: string; code?: number } };
      if (parsed.error?.message) detail = `${parsed.error.code ?? ''} ${parsed.error.message}`.trim();
    } catch {
      // keep the raw text
    }
    // 4xx (bad number, template not approved, token) will not improve by retrying; 429 and 5xx may.
    const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
    throw new WhatsappSendError(`Cloud API respondeu ${response.status}: ${detail}`, 'not_sent', permanent);
  }
  try {
    const wamid = (JSON.parse(text) as { messages?: { id?: string }[] }).messages?.[0]?.id;
    if (typeof wamid === 'string' && wamid) return { wamid };
  } catch {
    // fall through
  }
  throw new WhatsappSendError('Cloud API respondeu sem o id da mensagem', 'unknown');
}
