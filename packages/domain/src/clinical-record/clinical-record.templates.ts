import { INSTRUMENT_IDS } from '../instruments/instruments.types';
import { DYSFUNCTIONS } from '../patients/patients.constants';

/**
 * The record's templates as data (issue #22 point 1): one definition drives the zod schema
 * (`recordContentSchema`), the web form and the print view. A template never changes once
 * entries use it: a change is a new `version` in RECORD_TEMPLATES, and every entry keeps the id
 * and version it was written with, so old entries still parse and print as written.
 *
 * Question ids are unique inside a template (answers are one flat map keyed by question id).
 */
export const QUESTION_TYPES = [
  'shortText',
  'longText',
  'singleChoice',
  'multipleChoice',
  'number',
  'date',
  'yesNo',
  'perfect',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface RecordChoice {
  id: string;
  label: string;
}

interface QuestionBase {
  /** Stable id: the key of its answer in `content.answers`. */
  id: string;
  label: string;
  /** A hint under the field. */
  help?: string;
}
export interface TextQuestion extends QuestionBase {
  type: 'shortText' | 'longText';
  maxLength: number;
}
export interface ChoiceQuestion extends QuestionBase {
  type: 'singleChoice' | 'multipleChoice';
  choices: readonly RecordChoice[];
}
export interface NumberQuestion extends QuestionBase {
  type: 'number';
  /** Shown after the value ('cmH₂O', 'por dia'). */
  unit: string;
  min: number;
  max: number;
  integer: boolean;
  /** 'perineometry': the value is shown with its band (perineometryBand). */
  display?: 'perineometry';
}
export interface SimpleQuestion extends QuestionBase {
  type: 'date' | 'yesNo';
}
/** PERFECT (Laycock & Jerwood 2001), one answer with its five parts (PerfectAnswer). */
export interface PerfectQuestion extends QuestionBase {
  type: 'perfect';
}
export type RecordQuestion = TextQuestion | ChoiceQuestion | NumberQuestion | SimpleQuestion | PerfectQuestion;

export interface RecordSection {
  id: string;
  title: string;
  questions: readonly RecordQuestion[];
}

export const RECORD_TEMPLATE_IDS = ['pelvic-assessment', 'evolution', 'addendum'] as const;
export type RecordTemplateId = (typeof RECORD_TEMPLATE_IDS)[number];
/** An instrument entry's kind is the instrument's id (issue #26): its template id too, its version the instrument's. */
export const RECORD_KINDS = ['avaliacao', 'evolucao', 'adendo', ...INSTRUMENT_IDS] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export interface RecordTemplate {
  id: RecordTemplateId;
  version: number;
  /** The entry kind this template writes. */
  kind: RecordKind;
  title: string;
  sections: readonly RecordSection[];
}

/** The parts of a PERFECT answer, with their limits (each part optional: record what was measured). */
export const PERFECT_PARTS = {
  power: { label: 'P — Força (Oxford modificada)', unit: 'grau', min: 0, max: 5, integer: true },
  endurance: { label: 'E — Sustentação', unit: 's', min: 0, max: 120, integer: false },
  repetitions: { label: 'R — Repetições da sustentação', unit: 'repetições', min: 0, max: 50, integer: true },
  fast: { label: 'F — Contrações rápidas', unit: 'contrações', min: 0, max: 100, integer: true },
} as const;
export type PerfectPart = keyof typeof PERFECT_PARTS;
/** ECT (every contraction timed): whether each contraction was timed. */
export const PERFECT_ECT_LABEL = 'ECT — Cada contração cronometrada';

const TEXT = 500;
const LONG_TEXT = 10_000;

const short = (id: string, label: string): TextQuestion => ({ id, label, type: 'shortText', maxLength: TEXT });
const long = (id: string, label: string, help?: string): TextQuestion => ({
  id,
  label,
  type: 'longText',
  maxLength: LONG_TEXT,
  ...(help === undefined ? {} : { help }),
});
const yesNo = (id: string, label: string): SimpleQuestion => ({ id, label, type: 'yesNo' });
const count = (id: string, label: string, unit: string, max: number, min = 0): NumberQuestion => ({
  id,
  label,
  type: 'number',
  unit,
  min,
  max,
  integer: true,
});
const choices = (pairs: [string, string][]): RecordChoice[] => pairs.map(([id, label]) => ({ id, label }));
const SEXUAL_FUNCTION = choices([
  ['preservado', 'Preservado'],
  ['diminuido', 'Diminuído'],
  ['ausente', 'Ausente'],
  ['nao_se_aplica', 'Não se aplica'],
]);
const sexual = (id: string, label: string): ChoiceQuestion => ({ id, label, type: 'singleChoice', choices: SEXUAL_FUNCTION });

export const PELVIC_ASSESSMENT_V1: RecordTemplate = {
  id: 'pelvic-assessment',
  version: 1,
  kind: 'avaliacao',
  title: 'Avaliação fisioterapêutica pélvica',
  sections: [
    {
      id: 'consentimento',
      title: 'Consentimento',
      questions: [
        yesNo('tcle', 'TCLE assinado para o exame intracavitário'),
        { id: 'tcleDate', label: 'Data do TCLE', type: 'date' },
        yesNo('chaperoneOffered', 'Acompanhante (chaperone) oferecido'),
      ],
    },
    {
      id: 'queixa',
      title: 'Queixa principal e HMA',
      questions: [
        long('chiefComplaint', 'Queixa principal'),
        long('hma', 'História da moléstia atual (HMA)'),
        {
          id: 'dysfunctions',
          label: 'Disfunções',
          type: 'multipleChoice',
          choices: DYSFUNCTIONS.map((d) => ({ id: d, label: d })),
        },
      ],
    },
    {
      id: 'urinario',
      title: 'Sintomas urinários',
      questions: [
        yesNo('increasedDaytimeFrequency', 'Frequência diurna aumentada'),
        count('nocturia', 'Noctúria', 'vezes por noite', 20),
        yesNo('urgency', 'Urgência'),
        {
          id: 'urinaryIncontinence',
          label: 'Incontinência urinária',
          type: 'singleChoice',
          choices: choices([
            ['nenhuma', 'Nenhuma'],
            ['esforco', 'De esforço'],
            ['urgencia', 'De urgência'],
            ['mista', 'Mista'],
          ]),
        },
        count('padsPerDay', 'Absorventes por dia', 'por dia', 30),
      ],
    },
    {
      id: 'intestinal',
      title: 'Intestinal',
      questions: [
        {
          id: 'analIncontinence',
          label: 'Incontinência anal',
          type: 'multipleChoice',
          choices: choices([
            ['gases', 'A gases'],
            ['liquidos', 'A líquidos'],
            ['solidos', 'A sólidos'],
          ]),
        },
        yesNo('constipation', 'Constipação'),
      ],
    },
    {
      id: 'sexual',
      title: 'Sexual',
      questions: [
        yesNo('dyspareunia', 'Dispareunia'),
        sexual('desire', 'Desejo'),
        sexual('arousal', 'Excitação'),
        sexual('lubrication', 'Lubrificação'),
        sexual('orgasm', 'Orgasmo'),
        sexual('satisfaction', 'Satisfação'),
        count('sexualPain', 'Dor na relação (0 a 10)', 'pontos', 10),
      ],
    },
    {
      id: 'obstetrico',
      title: 'Antecedentes obstétricos e ginecológicos',
      questions: [
        count('pregnancies', 'Gestações', 'gestações', 30),
        count('vaginalBirths', 'Partos vaginais', 'partos', 30),
        count('cesareans', 'Cesáreas', 'cesáreas', 30),
        {
          id: 'perinealTrauma',
          label: 'Episiotomia / lacerações',
          type: 'multipleChoice',
          choices: choices([
            ['episiotomia', 'Episiotomia'],
            ['laceracao_1', 'Laceração grau 1'],
            ['laceracao_2', 'Laceração grau 2'],
            ['laceracao_3', 'Laceração grau 3'],
            ['laceracao_4', 'Laceração grau 4'],
          ]),
        },
        yesNo('menopause', 'Menopausa'),
        short('gynecologicalHistory', 'Outros antecedentes ginecológicos'),
      ],
    },
    {
      id: 'exame',
      title: 'Exame físico do assoalho pélvico',
      questions: [
        { id: 'perfect', label: 'PERFECT', type: 'perfect' },
        {
          id: 'perineometry',
          label: 'Perineometria',
          type: 'number',
          unit: 'cmH₂O',
          min: 0,
          max: 200,
          integer: false,
          display: 'perineometry',
        },
        long('examNotes', 'Observações do exame'),
      ],
    },
    {
      id: 'diagnostico',
      title: 'Diagnóstico fisioterapêutico',
      questions: [long('diagnosis', 'Diagnóstico fisioterapêutico')],
    },
    { id: 'prognostico', title: 'Prognóstico', questions: [long('prognosis', 'Prognóstico')] },
    {
      id: 'plano',
      title: 'Plano terapêutico',
      questions: [
        long('goals', 'Objetivos'),
        count('sessionCount', 'Número de sessões', 'sessões', 200, 1),
        count('sessionsPerWeek', 'Sessões por semana', 'por semana', 7, 1),
      ],
    },
  ],
};

export const EVOLUTION_V1: RecordTemplate = {
  id: 'evolution',
  version: 1,
  kind: 'evolucao',
  title: 'Evolução',
  sections: [
    {
      id: 'evolucao',
      title: 'Evolução da sessão',
      questions: [
        long('subjective', 'Relato da paciente (subjetivo)'),
        long('procedures', 'Procedimentos realizados'),
        { id: 'perfect', label: 'Reavaliação PERFECT (opcional)', type: 'perfect' },
        long('homeExercises', 'Exercícios domiciliares prescritos'),
        long('response', 'Resposta e intercorrências'),
        long('nextPlan', 'Plano para a próxima sessão'),
      ],
    },
  ],
};

/** An addendum: free text (the reason is a column of the entry, not content). */
export const ADDENDUM_V1: RecordTemplate = {
  id: 'addendum',
  version: 1,
  kind: 'adendo',
  title: 'Adendo',
  sections: [{ id: 'adendo', title: 'Adendo', questions: [long('text', 'Texto do adendo')] }],
};

/** Every version of every template, oldest first per id. */
export const RECORD_TEMPLATES: readonly RecordTemplate[] = [PELVIC_ASSESSMENT_V1, EVOLUTION_V1, ADDENDUM_V1];

/** The version new entries are written with. */
export function latestTemplate(id: string): RecordTemplate | undefined {
  return RECORD_TEMPLATES.filter((t) => t.id === id).sort((a, b) => b.version - a.version)[0];
}

export function findTemplate(id: string, version: number): RecordTemplate | undefined {
  return RECORD_TEMPLATES.find((t) => t.id === id && t.version === version);
}

export const templateQuestions = (template: RecordTemplate): RecordQuestion[] =>
  template.sections.flatMap((s) => s.questions);
