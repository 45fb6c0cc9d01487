import type { Database, Kysely } from '@clinic/db';

import type { Actor } from '../../context';

/** A quick-reply tap, parsed from its payload `ACTION:<id>:<nonce>`. */
export interface WhatsappReply {
  action: string;
  id: string;
  nonce: string;
  /** The patient's number (digits, country code first). */
  from: string;
  /** The inbound message id (wamid). */
  messageId: string;
  /** The wamid of the message the tap answers (our template), when Meta says. */
  contextId: string | null;
  /** The button's text as the patient saw it. */
  text: string;
}

export interface WhatsappActionContext {
  db: Kysely<Database>;
  actor: Actor;
  now: Date;
  /** Writes a line to the activity log / server log: an ignored reply. */
  ignore(reason: string): Promise<void>;
}

export type WhatsappActionHandler = (reply: WhatsappReply, context: WhatsappActionContext) => Promise<void>;

/**
 * Handlers of quick-reply payloads by ACTION (reminders: CONF, RESC, CANC; the waitlist:
 * OFERTA_SIM, OFERTA_NAO). The webhook dispatches through it and never imports a feature; the
 * composition root (src/whatsapp-actions.ts) registers them.
 */
export class WhatsappActionRegistry {
  private readonly handlers = new Map<string, WhatsappActionHandler>();

  register(action: string, handler: WhatsappActionHandler): this {
    if (this.handlers.has(action)) throw new Error(`WhatsApp action "${action}" registered twice`);
    this.handlers.set(action, handler);
    return this;
  }

  get(action: string): WhatsappActionHandler | undefined {
    return this.handlers.get(action);
  }
}
