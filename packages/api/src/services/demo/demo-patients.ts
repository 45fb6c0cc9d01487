import { type Executor } from '@clinic/db';
import type {
  BRAZILIAN_STATES} from '@clinic/domain';
import {
  DYSFUNCTIONS,
  MARITAL_STATUSES,
  PATIENT_STATUSES,
  type PatientInput,
  ZPatientInput,
} from '@clinic/domain';

import type { Actor } from '../../context';
import { insertPatientLogged } from '../patients/patients.service';

const FEMALE = ['Ana', 'Beatriz', 'Camila', 'Daniela', 'Eduarda', 'Fernanda', 'Gabriela', 'Helena', 'Isabela', 'Júlia', 'Larissa', 'Mariana', 'Natália', 'Olívia', 'Paula', 'Raquel', 'Sofia', 'Tatiane', 'Vitória', 'Yasmin'];
const MALE = ['André', 'Bruno', 'Carlos', 'Diego', 'Eduardo', 'Felipe', 'Gustavo', 'João', 'Lucas', 'Rafael'];
const SURNAMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Ribeiro', 'Carvalho', 'Araújo', 'Conceição'];
const CITIES: [string, (typeof BRAZILIAN_STATES)[number], string][] = [
  ['São Paulo', 'SP', '01310'],
  ['Campinas', 'SP', '13010'],
  ['Santos', 'SP', '11010'],
  ['Rio de Janeiro', 'RJ', '20040'],
  ['Belo Horizonte', 'MG', '30130'],
  ['Curitiba', 'PR', '80010'],
  ['Florianópolis', 'SC', '88010'],
  ['Salvador', 'BA', '40020'],
];
const PROFESSIONS = ['Professora', 'Enfermeira', 'Advogada', 'Engenheiro', 'Designer', 'Contadora', '', 'Arquiteta', 'Comerciante', 'Aposentada'];
const ORIGINS = ['Instagram', 'Indicação médica', 'Google', 'Indicação de paciente', 'Facebook'];
const FEMALE_COMPLAINTS = DYSFUNCTIONS.filter((d) => !['Pós prostatectomica', 'Ejaculação prematura', 'Disfunção erétil', 'Ejaculação tardia'].includes(d));
const MALE_COMPLAINTS = ['Pós prostatectomica', 'Ejaculação prematura', 'Disfunção erétil', 'Ejaculação tardia', 'Incontinencia urinária', 'Constipação', 'Dor pélvica'] as const;

/** A valid CPF from nine digits (demo data only). */
function demoCpf(base: number): string {
  const d = String(100_000_000 + base * 7_919).slice(0, 9).split('').map(Number);
  for (const length of [9, 10]) {
    const sum = d.slice(0, length).reduce((acc, n, i) => acc + n * (length + 1 - i), 0);
    d.push(((sum * 10) % 11) % 10);
  }
  return d.join('');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 36 patients, always the same: varied statuses, complaints, ages, sexes and cities. */
export function demoPatients(): PatientInput[] {
  return Array.from({ length: 36 }, (_, i) => {
    const male = i % 6 === 5;
    const firstName = male ? MALE[i % MALE.length]! : FEMALE[i % FEMALE.length]!;
    const [city, state, cep] = CITIES[i % CITIES.length]!;
    const complaints = male ? MALE_COMPLAINTS : FEMALE_COMPLAINTS;
    return {
      firstName,
      lastName: `${SURNAMES[i % SURNAMES.length]!} ${SURNAMES[(i * 5 + 3) % SURNAMES.length]!}`,
      phone: `(${pad(11 + (i % 3) * 10)}) 9${String(8100 + i * 37).padStart(4, '0')}-${String(1000 + i * 211).slice(-4)}`,
      email: i % 4 === 3 ? '' : `${firstName.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()}.${i}@exemplo.com.br`,
      birthDate: `${1958 + ((i * 7) % 45)}-${pad(1 + (i % 12))}-${pad(1 + ((i * 3) % 28))}`,
      profession: PROFESSIONS[i % PROFESSIONS.length],
      maritalStatus: MARITAL_STATUSES[i % MARITAL_STATUSES.length],
      cpf: i % 3 === 0 ? demoCpf(i + 1) : '',
      sex: male ? 'male' : i === 16 ? 'intersex' : 'female',
      gender: male ? 'masculino' : 'feminino',
      city,
      state,
      cep: `${cep}-${String(100 + i).slice(-3)}`,
      address: `Rua das Flores, ${100 + i * 3}`,
      origin: ORIGINS[i % ORIGINS.length],
      dysfunctions: [complaints[i % complaints.length]!, ...(i % 3 === 0 ? [complaints[(i + 4) % complaints.length]!] : [])],
      status: PATIENT_STATUSES[i % 7 < 4 ? 0 : i % PATIENT_STATUSES.length],
      originDate: `2026-${pad(1 + (i % 10))}-${pad(1 + (i % 27))}`,
      conversionDate: i % 2 === 0 ? `2026-${pad(1 + (i % 10))}-${pad(2 + (i % 26))}` : '',
    };
  });
}

/** Adds the demo patients through the patients service's own insert-and-log step. */
export async function seedDemoPatients(tx: Executor, actor: Actor): Promise<void> {
  for (const patient of demoPatients()) await insertPatientLogged(tx, actor, ZPatientInput.parse(patient));
}
