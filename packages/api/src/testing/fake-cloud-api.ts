/**
 * A local WhatsApp Cloud API (tests and the reminders bench; never the internet): answers
 * `POST /<version>/<phone number id>/messages` the way the Cloud API documents it, with a new
 * `wamid.` per message, and keeps what it received.
 */
import { type FakeReportServer, type FakeRequest, sendJson, startFakeReportServer } from './fake-report-server';

export interface FakeCloudApi {
  origin: string;
  /** Every template message received, parsed. */
  messages: { request: FakeRequest; body: Record<string, unknown>; wamid: string }[];
  /** Answer the next sends with this status and error (Meta's error shape); null: succeed again. */
  failWith(status: number | null, message?: string): void;
  close(): Promise<void>;
  server: FakeReportServer;
}

/** `latencyMs`: how long each answer takes (a real network's round trip, so a kill can land mid-send). */
export async function startFakeCloudApi(options: { latencyMs?: number } = {}): Promise<FakeCloudApi> {
  const server = await startFakeReportServer();
  const messages: FakeCloudApi['messages'] = [];
  let failure: { status: number; message: string } | null = null;
  let counter = 0;
  server.handle(async (req, res) => {
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    if (req.method !== 'POST' || !/^\/v\d+\.\d+\/[^/]+\/messages$/.test(req.url.pathname)) {
      return sendJson(res, 404, { error: { message: 'Unknown path', type: 'OAuthException', code: 803 } });
    }
    if (failure) return sendJson(res, failure.status, { error: { message: failure.message, type: 'OAuthException', code: 131000 } });
    const body = JSON.parse(req.body) as Record<string, unknown>;
    counter += 1;
    const wamid = `wamid.FAKE${String(counter).padStart(8, '0')}${Math.random().toString(36).slice(2, 8)}`;
    messages.push({ request: req, body, wamid });
    sendJson(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: wamid, message_status: 'accepted' }],
    });
  });
  return {
    origin: server.origin,
    messages,
    failWith(status, message = 'Erro simulado') {
      failure = status === null ? null : { status, message };
    },
    close: () => server.close(),
    server,
  };
}
