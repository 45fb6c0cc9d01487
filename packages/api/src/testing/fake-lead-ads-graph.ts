/**
 * A local Graph API for Lead Ads (tests and the e2e; never the internet): answers
 * `GET /<version>/<leadgen_id>?fields=…` and `GET /<version>/<form_id>/leads` (paged by `after`)
 * the way Meta documents them, from the leads a test puts in, and keeps what it received.
 */
import { type FakeReportServer, type FakeRequest, sendJson, startFakeReportServer } from './fake-report-server';
import type { GraphLead } from '../services/lead-ads/lead-ads-graph';

export interface FakeLeadAdsGraph {
  origin: string;
  requests: FakeRequest[];
  /** A lead the Graph API knows (by its id); `formId` lists it under that form too. */
  addLead(lead: GraphLead): void;
  /** The next `count` requests answer this status (Meta's error shape); count Infinity: until told otherwise. */
  failNext(count: number, status?: number): void;
  /** Leads per page of a form's leads (default 2, so the backfill follows `paging.next`). */
  pageSize: number;
  close(): Promise<void>;
  server: FakeReportServer;
}

/** A lead as Meta answers it, with the Lead Ads fields filled from the options. */
export function graphLead(id: string, options: Partial<GraphLead> & { name?: string; phone?: string; email?: string } = {}): GraphLead {
  const { name = 'Ana Lima', phone = '+5511987654321', email = 'ana@example.com', ...rest } = options;
  return {
    id,
    created_time: new Date().toISOString().replace(/\.\d{3}Z$/, '+0000'),
    ad_id: '23850000000000101',
    ad_name: 'Anúncio incontinência',
    adset_id: '23850000000000201',
    adset_name: 'Mulheres 30-55',
    campaign_id: '23850000000000301',
    campaign_name: 'Fisio pélvica — leads',
    form_id: '90000000001',
    is_organic: false,
    platform: 'ig',
    field_data: [
      { name: 'full_name', values: [name] },
      { name: 'phone_number', values: [phone] },
      { name: 'email', values: [email] },
      { name: 'qual_o_melhor_horario', values: ['manhã'] },
    ],
    ...rest,
  };
}

export async function startFakeLeadAdsGraph(): Promise<FakeLeadAdsGraph> {
  const server = await startFakeReportServer();
  const leads = new Map<string, GraphLead>();
  let failures = 0;
  let failStatus = 500;
  const fake: FakeLeadAdsGraph = {
    origin: server.origin,
    requests: server.requests,
    pageSize: 2,
    addLead(lead) {
      leads.set(lead.id, lead);
    },
    failNext(count, status = 500) {
      failures = count;
      failStatus = status;
    },
    close: () => server.close(),
    server,
  };
  server.handle((req, res) => {
    if (failures > 0) {
      failures -= 1;
      return sendJson(res, failStatus, { error: { message: 'An unexpected error has occurred. Please retry your request later.', type: 'OAuthException', code: 2 } });
    }
    if (!/^Bearer .+/.test(String(req.headers.authorization ?? ''))) {
      return sendJson(res, 400, { error: { message: 'An active access token must be used', type: 'OAuthException', code: 2500 } });
    }
    const form = /^\/v\d+\.\d+\/(\d+)\/leads$/.exec(req.url.pathname);
    if (req.method === 'GET' && form) {
      const all = [...leads.values()].filter((lead) => lead.form_id === form[1]);
      const after = Number(req.url.searchParams.get('after') ?? 0);
      const page = all.slice(after, after + fake.pageSize);
      const next = after + fake.pageSize < all.length ? new URL(req.url.pathname + req.url.search, server.origin) : null;
      next?.searchParams.set('after', String(after + fake.pageSize));
      return sendJson(res, 200, { data: page, paging: { cursors: { before: String(after), after: String(after + page.length) }, ...(next ? { next: next.toString() } : {}) } });
    }
    const one = /^\/v\d+\.\d+\/(\d+)$/.exec(req.url.pathname);
    const lead = one ? leads.get(one[1]!) : undefined;
    if (req.method === 'GET' && lead) return sendJson(res, 200, lead);
    return sendJson(res, 400, {
      error: { message: "Unsupported get request. Object with ID does not exist, cannot be loaded due to missing permissions, or does not support this operation", type: 'GraphMethodException', code: 100 },
    });
  });
  return fake;
}
