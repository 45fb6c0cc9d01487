import { FSFI } from './fsfi';
import { ICIQ_OAB, ICIQ_SF } from './iciq';
import { PAD_TEST_1H } from './pad-test';
import { PFDI20 } from './pfdi20';
import { INSTRUMENT_IDS, type Instrument, type InstrumentId } from './instruments.types';
import { WEXNER } from './wexner';

/** Every instrument at its current version, in the order screens list them. */
export const INSTRUMENTS: readonly Instrument[] = [PFDI20, WEXNER, PAD_TEST_1H, ICIQ_SF, ICIQ_OAB, FSFI];

const BY_ID = new Map<string, Instrument>(INSTRUMENTS.map((instrument) => [instrument.id, instrument]));

export const isInstrumentId = (value: unknown): value is InstrumentId =>
  typeof value === 'string' && (INSTRUMENT_IDS as readonly string[]).includes(value);

/** The instrument of an id (its current version), undefined for an unknown id. */
export const instrumentById = (id: string): Instrument | undefined => BY_ID.get(id);

/** The instruments shipped disabled until an admin records the clinic's licence reference. */
export const LICENSED_INSTRUMENT_IDS: readonly InstrumentId[] = INSTRUMENTS.filter((i) => i.licensed).map((i) => i.id);

/** An instrument without its scoring function: what the API and the patient's phone receive. */
export type InstrumentDefinition = Omit<Instrument, 'score'>;
export function instrumentDefinition(instrument: Instrument): InstrumentDefinition {
  const { score: _score, ...definition } = instrument;
  return definition;
}
