import type { AppointmentListItem } from '@clinic/domain';
import { type ComponentProps, type ComponentType, Suspense, createContext, use } from 'react';

/**
 * Places where one feature shows a piece of another without importing it (a feature imports no
 * other feature): the shell, which composes the screens, fills them (features/shell/feature-slots.ts).
 * Each piece is usually a lazy component: it is drawn inside its own Suspense, with nothing while it loads.
 */
export interface FeatureSlots {
  /** 'Registrar evolução' in the appointment dialog (the clinical record); `onSigned` closes the dialog. */
  EvolutionButton?: ComponentType<{ appointment: AppointmentListItem; onSigned?: () => void }>;
  /** 'Evoluções pendentes' on the dashboard (the clinical record). */
  PendingEvolutions?: ComponentType;
  /** 'Sem registro' on the dashboard: past appointments nobody marked (attendance). */
  UnrecordedAttendance?: ComponentType;
  /** 'Faltou 2× em 90 dias' beside a patient (her page, the booking dialog); nothing when she is not flagged (attendance). */
  NoShowFlag?: ComponentType<{ patientId: number }>;
  /** 'Confirmações de amanhã' on the dashboard: confirmed and pending counts (confirmations). */
  TomorrowConfirmations?: ComponentType;
  /** 'Lista de espera: 3' on a freed cell of the agenda's day view, and its offer dialog (the waitlist). */
  WaitlistCell?: ComponentType<{ date: string; time: string; roomId: number; roomName: string }>;
  /** 'Sessão 4 de 10' on the agenda's chip (treatment packages). */
  PackageSession?: ComponentType<{ appointment: AppointmentListItem }>;
  /** 'Meta Lead Ads' on the settings screen (Lead Ads intake). */
  MetaLeadsSettings?: ComponentType;
  /** 'Falhas de importação' on the leads screen, with 'Tentar novamente' (Lead Ads intake). */
  IntakeFailures?: ComponentType;
  /**
   * The booking dialog's package line (treatment packages): 'Sessão 4 de 10' for the patient's
   * package in force on the booked dates, a warning beyond its remaining sessions, and 'Vender
   * pacote' when she has none. `dates` are the dialog's rows (the weekly series included);
   * `appointment` is the one being edited.
   */
  PackageBooking?: ComponentType<{ patientId: number; dates: string[]; appointment: AppointmentListItem | null }>;
  /** 'Clínica, recibos e pacotes' on the /settings screen: name and CNPJ on receipts, package defaults (treatment packages). */
  ClinicSettings?: ComponentType;
  /** 'Novo instrumento' in the record tab, with its dialog (instruments). */
  NewInstrumentButton?: ComponentType<{ patientId: number }>;
  /** 'Progresso' in the record tab: the charts per instrument, PERFECT and diary (instruments). */
  PatientOutcomes?: ComponentType<{ patientId: number }>;
  /** 'Consentimentos' in the lead's dialog, when editing one (LGPD, #27). */
  LeadConsents?: ComponentType<{ leadId: number }>;
  /** 'LGPD: prazos das solicitações' on the admin's dashboard: requests due within 3 days or late (#27). */
  PrivacyDeadlines?: ComponentType;
  /** 'Exportar dados' and 'Anonimizar' in the patient's header (LGPD, personal data; admin only). */
  PatientPrivacyActions?: ComponentType<{ patientId: number; patientName: string }>;
  /** 'Anonimizar' on a lead's row (LGPD, personal data; admin only, leads never converted). */
  LeadAnonymizeAction?: ComponentType<{ leadId: number; leadName: string; converted: boolean }>;
  /** The leads' anonymisation period on /settings (LGPD, personal data; admin only). */
  PrivacySettings?: ComponentType;
}

const FeatureSlotsContext = createContext<FeatureSlots>({});

export const FeatureSlotsProvider = FeatureSlotsContext;

/** The slots the shell filled. */
export function useFeatureSlots(): FeatureSlots {
  return use(FeatureSlotsContext);
}

type SlotName = keyof FeatureSlots;
type SlotProps<Name extends SlotName> = ComponentProps<NonNullable<FeatureSlots[Name]>>;

/** Draws the slot's piece (nothing when the shell left it empty, or while its code loads). */
export function Slot<Name extends SlotName>({ name, ...props }: { name: Name } & SlotProps<Name>) {
  const Piece = useFeatureSlots()[name] as ComponentType<object> | undefined;
  if (!Piece) return null;
  return (
    <Suspense fallback={null}>
      <Piece {...props} />
    </Suspense>
  );
}
