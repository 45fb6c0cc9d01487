import type { Executor } from '@clinic/db';
import { LEAD_ORIGINS, type LeadInput, ZLeadInput, toIsoDate } from '@clinic/domain';

import type { Actor } from '../../context';
import { convertLeadLogged, insertLeadLogged } from '../leads/leads.service';

const FIRST = ['Ana', 'Bruna', 'Carla', 'Denise', 'Elaine', 'Flávia', 'Giovana', 'Heloísa', 'Ingrid', 'Jéssica', 'Karina', 'Letícia', 'Mônica', 'Nathália', 'Priscila', 'Rosana', 'Simone', 'Thaís', 'Vanessa', 'Roberto', 'Sérgio', 'Paulo'];
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Costa', 'Martins', 'Barbosa', 'Rocha', 'Almeida', 'Nascimento', 'Araújo', 'Cardoso'];
/** Ad-campaign origins: 'FB' plus the keyword the consolidated analysis matches. */
const FB_ORIGINS = ['FB ENDOMETRIOSE', 'FB INCONTINÊNCIA', 'FB DOR NA RELAÇÃO', 'FB PÓS PARTO', 'FB PROLAPSO', 'FB DIÁSTASE'];
const DDD = ['11', '11', '11', '13', '19', '21', '31', '41'];

export const DEMO_LEAD_COUNT = 300;
const DAY_MS = 86_400_000;
const pad = (n: number, size: number) => String(n).padStart(size, '0');

/** 300 leads, always the same for a given day: every origin, two in five from FB campaigns, over the last 90 days. */
export function demoLeads(today: Date): (LeadInput & { convertAfterDays: number | null })[] {
  return Array.from({ length: DEMO_LEAD_COUNT }, (_, i) => {
    const daysAgo = (i * 37) % 90;
    const first = FIRST[(i * 7) % FIRST.length]!;
    // Some leads arrive with just a first name (the conversion repeats it as the last name).
    const name = i % 23 === 0 ? first : `${first} ${LAST[(i * 5) % LAST.length]!}${i % 4 === 0 ? ` ${LAST[(i * 3 + 1) % LAST.length]!}` : ''}`;
    const mobile = i % 9 !== 0;
    const number = `${pad((i * 7919) % 10_000, 4)}-${pad((i * 104_729) % 10_000, 4)}`;
    const convertAfterDays = i % 4 === 1 ? Math.min(daysAgo, 1 + (i % 7)) : null;
    return {
      name,
      whatsapp: `(${DDD[i % DDD.length]!}) ${mobile ? '9' : ''}${number}`,
      // Two in five from the ads (a clinic running Meta campaigns), every other origin among the rest.
      origin:
        i % 5 === 1 || i % 5 === 3
          ? FB_ORIGINS[Math.floor(i / 2) % FB_ORIGINS.length]!
          : LEAD_ORIGINS[Math.floor(i / 5) % LEAD_ORIGINS.length]!,
      date: toIsoDate(new Date(today.getTime() - daysAgo * DAY_MS)),
      convertAfterDays,
    };
  });
}

/** Adds the demo leads through the leads service's insert-and-log step; a quarter converted by the convert step. */
export async function seedDemoLeads(tx: Executor, actor: Actor, now: Date = new Date()): Promise<void> {
  for (const { convertAfterDays, ...input } of demoLeads(now)) {
    const id = await insertLeadLogged(tx, actor, ZLeadInput.parse(input));
    if (convertAfterDays !== null) {
      const [y, m, d] = input.date.split('-').map(Number) as [number, number, number];
      await convertLeadLogged(tx, actor, id, new Date(y, m - 1, d + convertAfterDays, 12));
    }
  }
}
